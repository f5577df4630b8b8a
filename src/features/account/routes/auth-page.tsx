/** Placeholder until its feature lands (owned by a feature issue). */
export default function AuthPage() {
  return (
    <main id="main" className="mx-auto max-w-content px-6 py-16">
      <h1 className="text-3xl">Account</h1>
    </main>
  );
}
