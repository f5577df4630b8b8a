/**
 * What came of the owner's last action on an order: the news, announced politely as it arrives, or
 * why it was refused, as an alert.
 */
export function ActionOutcome({ done, refused }: { done: string | null; refused: string | null }) {
  return (
    <>
      <div aria-live="polite" className="text-sm">
        {done && <p className="text-ink">{done}</p>}
      </div>
      {refused && (
        <p role="alert" className="rounded-md border border-clay-700 px-4 py-3 text-sm text-clay-700">
          {refused}
        </p>
      )}
    </>
  );
}
