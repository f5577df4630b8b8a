import { useOwnerText, type OwnerMessageId } from '../i18n';
import { useOwnerFormats, type OwnerFormats } from '../use-owner-formats';
import type { PeriodFigures } from './read-dashboard';

type Kind = 'mad' | 'count' | 'share';

/** The figures in the order an owner reads a week: what came in, what went out, how people paid. */
const FIGURES: readonly { key: keyof PeriodFigures; label: OwnerMessageId; kind: Kind }[] = [
  { key: 'net_sales_mad', label: 'dash.f.net', kind: 'mad' },
  { key: 'orders', label: 'dash.f.orders', kind: 'count' },
  { key: 'average_order_value_mad', label: 'dash.f.aov', kind: 'mad' },
  { key: 'gross_sales_mad', label: 'dash.f.gross', kind: 'mad' },
  { key: 'discounts_mad', label: 'dash.f.discounts', kind: 'mad' },
  { key: 'refunds_mad', label: 'dash.f.refunds', kind: 'mad' },
  { key: 'shipping_mad', label: 'dash.f.shipping', kind: 'mad' },
  { key: 'tva_mad', label: 'dash.f.tva', kind: 'mad' },
  { key: 'paypal_share', label: 'dash.f.paypal', kind: 'share' },
  { key: 'cod_share', label: 'dash.f.cod', kind: 'share' },
  { key: 'cod_confirmation_rate', label: 'dash.f.codConfirmed', kind: 'share' },
  { key: 'cod_refusal_rate', label: 'dash.f.codRefused', kind: 'share' },
];

function shown(value: number | null | undefined, kind: Kind, format: OwnerFormats, none: string): string {
  if (value === null || value === undefined) return none;
  if (kind === 'mad') return format.mad(value);
  if (kind === 'count') return format.number(value);
  return format.percent(value * 100);
}

/** Each figure of the period, and the same figure for the period before it. */
export function FigureGrid({ current, previous }: { current: PeriodFigures; previous: PeriodFigures }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const none = t('dash.none');
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-md border border-sand-200 bg-sand-200 sm:grid-cols-3 lg:grid-cols-4">
      {FIGURES.map(({ key, label, kind }) => (
        <div key={key} className="bg-white p-4">
          <dt className="text-xs font-semibold uppercase tracking-label text-ink-soft">{t(label)}</dt>
          <dd className="mt-1 text-2xl font-light text-ink" data-figure={key}>
            {shown(current[key], kind, format, none)}
          </dd>
          {/* The TVA is counted for the period asked about only. */}
          {previous[key] !== undefined && (
            <dd className="mt-0.5 text-xs text-ink-muted">
              {t('dash.before', { value: shown(previous[key], kind, format, none) })}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
