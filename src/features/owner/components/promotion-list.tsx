import { useState, type ReactNode } from 'react';

import { Badge, LoadingState, type BadgeTone } from '@/components/ui';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { TitledSection } from '@/components/ui/titled-section';

import { usePromotions, type OwnerPromotion } from '../api/list-promotions';
import { useOwnerText, type OwnerMessageId } from '../i18n';
import { useOwnerFormats, type OwnerFormats } from '../use-owner-formats';

/** Where a promotion stands, checked in the order place_order refuses a code in. */
type PromotionState = 'off' | 'scheduled' | 'ended' | 'usedUp' | 'running';

function stateOf(promotion: OwnerPromotion, now: number): PromotionState {
  if (!promotion.active) return 'off';
  if (promotion.starts_at && Date.parse(promotion.starts_at) > now) return 'scheduled';
  if (promotion.ends_at && Date.parse(promotion.ends_at) <= now) return 'ended';
  if (promotion.usage_limit !== null && promotion.uses >= promotion.usage_limit) return 'usedUp';
  return 'running';
}

const STATES: Record<PromotionState, { label: OwnerMessageId; tone: BadgeTone }> = {
  running: { label: 'promo.running', tone: 'green' },
  scheduled: { label: 'promo.scheduled', tone: 'blue' },
  usedUp: { label: 'promo.usedUp', tone: 'grey' },
  ended: { label: 'promo.ended', tone: 'grey' },
  off: { label: 'promo.offState', tone: 'neutral' },
};

/**
 * The shop's promotions, active ones first (the owner edits them in the dashboard): the code, or an
 * automatic offer, what it takes off, when it runs, how often it was used and what it gave away.
 */
export function PromotionList() {
  const t = useOwnerText();
  const promotions = usePromotions();
  // One "now" for the list, so every promotion is judged at the same moment.
  const [now] = useState(Date.now);
  return (
    <TitledSection id="promotions-heading" title={t('promos')}>
      <div className="mt-3">
        {promotions.isError ? (
          <QueryErrorState
            error={promotions.error}
            what={t('promos.what')}
            onRetry={() => void promotions.refetch()}
          />
        ) : promotions.isPending ? (
          <LoadingState className="py-6" />
        ) : promotions.data.length === 0 ? (
          <p className="py-3 text-sm text-ink-soft">{t('promos.none')}</p>
        ) : (
          <ul className="divide-y divide-sand-200 border-y border-sand-200">
            {promotions.data.map((promotion) => (
              <PromotionItem key={promotion.id} promotion={promotion} state={stateOf(promotion, now)} />
            ))}
          </ul>
        )}
      </div>
    </TitledSection>
  );
}

function PromotionItem({ promotion, state }: { promotion: OwnerPromotion; state: PromotionState }) {
  const t = useOwnerText();
  const format = useOwnerFormats();
  return (
    <li className="px-3 py-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3">
        {promotion.code ? (
          <bdi dir="ltr" className="font-medium text-ink">
            {promotion.code}
          </bdi>
        ) : (
          <span className="font-medium text-ink">{t('promo.automatic')}</span>
        )}
        <Badge tone={STATES[state].tone}>{t(STATES[state].label)}</Badge>
      </p>
      {/* The title shoppers read, in English (its French and Arabic are in the dashboard). */}
      <p className="mt-0.5 text-sm text-ink-soft">
        <bdi lang="en">{promotion.title}</bdi>
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label={t('promo.off')}>{discountWords(promotion, t, format)}</Fact>
        <Fact label={t('promo.uses')}>
          {promotion.usage_limit === null
            ? t('promo.usesAny', { uses: promotion.uses })
            : t('promo.usesOf', { uses: promotion.uses, limit: promotion.usage_limit })}
        </Fact>
        <Fact label={t('promo.starts')}>
          <When iso={promotion.starts_at} none={t('promo.noStart')} format={format} />
        </Fact>
        <Fact label={t('promo.ends')}>
          <When iso={promotion.ends_at} none={t('promo.noEnd')} format={format} />
        </Fact>
        <Fact label={t('promo.given')}>{format.mad(promotion.given_mad)}</Fact>
      </dl>
    </li>
  );
}

/** "10 % off", "50 MAD off", "Free shipping", in the page's language. */
function discountWords(
  promotion: OwnerPromotion,
  t: ReturnType<typeof useOwnerText>,
  format: OwnerFormats,
): string {
  switch (promotion.kind) {
    case 'percentage':
      return t('promo.percentOff', { percent: format.percent(promotion.value) });
    case 'fixed':
      return t('promo.amountOff', { amount: format.mad(promotion.value) });
    case 'free_shipping':
      return t('promo.freeShipping');
  }
}

function When({ iso, none, format }: { iso: string | null; none: string; format: OwnerFormats }) {
  return iso ? <time dateTime={iso}>{format.when(iso)}</time> : <>{none}</>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  );
}
