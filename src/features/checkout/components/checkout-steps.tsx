import { useCheckoutText } from '../i18n';

const STEPS = ['step.shipping', 'step.payment'] as const;

/** "1 Shipping — 2 Payment", with the current step marked for assistive technology. */
export function CheckoutSteps({ current }: { current: 1 | 2 }) {
  const t = useCheckoutText();
  return (
    <ol
      aria-label={t('steps')}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs font-semibold uppercase tracking-[0.14em] sm:gap-x-4"
    >
      {STEPS.map((step, index) => {
        const number = index + 1;
        const active = number === current;
        const done = number < current;
        return (
          <li key={step} aria-current={active ? 'step' : undefined} className="flex items-center gap-3">
            {index > 0 && <span aria-hidden="true" className="h-px w-6 bg-sand-300 sm:w-10" />}
            <span
              className={`inline-flex h-7 w-7 items-center justify-center rounded-full border text-[0.7rem] ${
                active
                  ? 'border-ink bg-ink text-sand-50'
                  : done
                    ? 'border-clay-600 bg-clay-600 text-white'
                    : 'border-ink/30 text-ink-muted'
              }`}
            >
              {number}
            </span>
            <span className={active ? 'text-ink' : 'text-ink-muted'}>{t(step)}</span>
          </li>
        );
      })}
    </ol>
  );
}
