import { ButtonLink, SectionHeading } from '@/components/ui';

export function BuildingSection() {
  return (
    <section aria-labelledby="building" className="mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <SectionHeading id="building" eyebrow="Where we are going" title="What We're Building" />
        <div className="space-y-5 font-display text-lg leading-relaxed text-ink">
          <p>
            A shop, first: ceramics from Safi and Fes, textiles from the Middle Atlas, wood from Essaouira and
            a pantry of preserves, each chosen with the people who make them.
          </p>
          <p>
            Around it, a journal. Rituals written as essays and recipes you can actually cook, so that the
            things you buy arrive with the knowledge of how they are used.
          </p>
          <p>
            And, in time, journeys: small, slow trips to the workshops themselves, for those who want to meet
            the hands behind the work.
          </p>
          <div className="flex flex-wrap gap-3 pt-4 font-sans">
            <ButtonLink to="/shop">Visit the shop</ButtonLink>
            <ButtonLink to="/rituals" variant="secondary">
              Read the rituals
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
