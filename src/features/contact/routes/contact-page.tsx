import { MapPin } from 'lucide-react';

import { Seo } from '@/components/seo';

import { ContactForm } from '../components/contact-form';

/** /contact: CONTACT, the 'INQUIRE NOW.' form and how else to reach the studio (SPEC §2). */
export default function ContactPage() {
  return (
    <div className="pb-24">
      <Seo
        title="Contact"
        description="Questions about a piece, an order or a journey? Write to the Zellij studio in Marrakech."
        canonical="/contact"
      />
      <div className="mx-auto grid max-w-content gap-14 px-5 pt-14 sm:px-8 sm:pt-20 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <header>
          <h1 className="text-5xl font-light tracking-[0.08em] text-ink sm:text-6xl">CONTACT</h1>
          <p className="mt-6 max-w-md font-display text-xl font-light leading-relaxed text-ink-soft">
            A question about a piece, an order, a wholesale enquiry or one of our journeys: write to us and a
            person from the studio will answer.
          </p>
          <p className="mt-8 flex items-center gap-3 text-ink-soft">
            <MapPin aria-hidden className="h-5 w-5 text-clay-600" />
            The Zellij studio, Marrakech
          </p>
        </header>
        <div className="relative rounded-md border border-sand-200 bg-white p-6 sm:p-10">
          <ContactForm />
        </div>
      </div>
    </div>
  );
}
