import { useUiText } from './i18n';

/** SPEC: a loading state shows 'Loading...' (in the page's language). Announced politely to screen readers. */
export function LoadingState({ label, className = '' }: { label?: string; className?: string }) {
  const t = useUiText();
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
      <p className="text-sm uppercase tracking-label">{label ?? t('loading')}</p>
    </div>
  );
}
