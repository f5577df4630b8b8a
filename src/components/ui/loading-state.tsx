/** SPEC: a loading state shows 'Loading...'. Announced politely to screen readers. */
export function LoadingState({
  label = 'Loading...',
  className = '',
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-4 py-24 text-ink-muted ${className}`}
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-2 border-sand-300 border-t-clay-500"
      />
      <p className="text-sm uppercase tracking-label">{label}</p>
    </div>
  );
}
