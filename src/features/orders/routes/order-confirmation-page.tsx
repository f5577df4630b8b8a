/** Placeholder until its feature lands (owned by a feature issue). */
export default function OrderConfirmationPage() {
  return (
    <main id="main" className="mx-auto max-w-content px-6 py-16">
      <h1 className="text-3xl">Order confirmation</h1>
    </main>
  );
}
