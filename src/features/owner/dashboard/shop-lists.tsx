import { useState } from 'react';
import { Link } from 'react-router-dom';

import { TitledSection } from '@/components/ui/titled-section';

import { useOwnerText } from '../i18n';
import { useOwnerFormats } from '../use-owner-formats';
import type { Dashboard, TopSeller } from './read-dashboard';

/** A product's title, with the size when it names one size of it. */
const nameOf = ({ title, size }: { title: string; size?: string | null }) =>
  size ? `${title} · ${size}` : title;

/** What waits for the owner now, whatever the period; the orders screen is where it is done. */
export function ToActOn({ counts }: { counts: Dashboard['to_act_on'] }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  const items = [
    { label: t('dash.act.confirm'), count: counts.cod_to_confirm },
    { label: t('dash.act.prepare'), count: counts.to_prepare },
    { label: t('dash.act.late'), count: counts.shipped_undelivered },
    { label: t('dash.act.returns'), count: counts.open_returns },
  ];
  return (
    <TitledSection id="act-heading" title={t('dash.act')}>
      <dl className="mt-3 divide-y divide-sand-200 border-y border-sand-200">
        {items.map(({ label, count }) => (
          <div key={label} className="flex items-baseline justify-between gap-3 px-3 py-2.5">
            <dt className="text-ink">{label}</dt>
            <dd className="text-lg tabular-nums text-ink">{format.number(count)}</dd>
          </div>
        ))}
      </dl>
      <Link to="/owner/orders" className="mt-3 inline-block text-sm text-ink underline underline-offset-4">
        {t('dash.act.open')}
      </Link>
    </TitledSection>
  );
}

function SellerList({ title, sellers }: { title: string; sellers: readonly TopSeller[] }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  return (
    <div>
      <h3 className="text-sm font-semibold uppercase tracking-label text-ink-soft">{title}</h3>
      {sellers.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{t('dash.top.none')}</p>
      ) : (
        <ol className="mt-2 divide-y divide-sand-200 border-y border-sand-200">
          {sellers.map((seller) => (
            <li
              key={seller.variant_id ?? seller.product_id ?? seller.title}
              className="flex items-baseline justify-between gap-3 px-3 py-2"
            >
              <span className="text-ink">
                {nameOf({ ...seller, title: seller.title ?? t('dash.top.gone') })}
              </span>
              <span className="shrink-0 text-sm tabular-nums text-ink-soft">
                {t('dash.top.sold', { quantity: seller.quantity, sales: format.mad(seller.net_sales_mad) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

type Ranking = 'by_net_sales' | 'by_quantity';

/** The products and the sizes that sold best in the period, ranked by net sales or by pieces sold. */
export function TopSellers({ dashboard }: { dashboard: Dashboard }) {
  const t = useOwnerText();
  const [ranking, setRanking] = useState<Ranking>('by_net_sales');
  return (
    <TitledSection id="top-heading" title={t('dash.top')}>
      <fieldset className="mt-3 flex gap-4 text-sm">
        <legend className="sr-only">{t('dash.top.rank')}</legend>
        {(['by_net_sales', 'by_quantity'] as const).map((option) => (
          <label key={option} className="inline-flex items-center gap-2 text-ink">
            <input
              type="radio"
              name="ranking"
              checked={ranking === option}
              onChange={() => setRanking(option)}
              className="h-4 w-4 accent-clay-600"
            />
            {t(option === 'by_net_sales' ? 'dash.top.bySales' : 'dash.top.byQuantity')}
          </label>
        ))}
      </fieldset>
      <div className="mt-4 grid gap-6 sm:grid-cols-2">
        <SellerList title={t('dash.top.products')} sellers={dashboard.top_products[ranking]} />
        <SellerList title={t('dash.top.variants')} sellers={dashboard.top_variants[ranking]} />
      </div>
    </TitledSection>
  );
}

/** The sizes running out or sold out now, and what customers asked to hear about when it is back. */
export function StockWatch({ dashboard }: { dashboard: Dashboard }) {
  const t = useOwnerText();
  const { threshold, variants } = dashboard.low_stock;
  return (
    <TitledSection id="stock-heading" title={t('dash.stock')}>
      <p className="mt-2 text-sm text-ink-soft">{t('dash.stock.lead', { threshold })}</p>
      {variants.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t('dash.stock.none')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-sand-200 border-y border-sand-200">
          {variants.map((variant) => (
            <li key={variant.variant_id} className="flex items-baseline justify-between gap-3 px-3 py-2">
              <span className="text-ink">{nameOf(variant)}</span>
              <span
                className={
                  variant.stock_quantity === 0 ? 'text-sm font-medium text-clay-700' : 'text-sm text-ink-soft'
                }
              >
                {variant.stock_quantity === 0
                  ? t('dash.stock.out')
                  : t('dash.stock.left', { count: variant.stock_quantity })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {dashboard.back_in_stock.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold uppercase tracking-label text-ink-soft">
            {t('dash.waitlist')}
          </h3>
          <ul className="mt-2 divide-y divide-sand-200 border-y border-sand-200">
            {dashboard.back_in_stock.map((item) => (
              <li
                key={item.variant_id ?? item.title}
                className="flex items-baseline justify-between gap-3 px-3 py-2"
              >
                <span className="text-ink">{nameOf(item)}</span>
                <span className="text-sm text-ink-soft">
                  {t('dash.waitlist.count', { count: item.open_requests })}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </TitledSection>
  );
}
