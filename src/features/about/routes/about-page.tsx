/** Placeholder until its feature lands (owned by a feature issue). */
export default function AboutPage() {
  return (
    <main id="main" className="mx-auto max-w-content px-6 py-16">
      <h1 className="text-3xl">About Us</h1>
    </main>
  );
}
