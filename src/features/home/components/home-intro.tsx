import { OrnamentRule } from '@/components/ui';

import { useHomeText } from '../i18n';

const PRINCIPLES = ['p1', 'p2', 'p3'] as const;

export function HomeIntro() {
  const t = useHomeText();
  return (
    <section aria-labelledby="intro-title" className="mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="intro-title" className="text-3xl font-light leading-snug text-ink sm:text-4xl">
          {t('intro')}
        </h2>
      </div>
      <OrnamentRule className="mx-auto my-14 max-w-md" />
      <ul className="grid gap-10 text-center sm:grid-cols-3">
        {PRINCIPLES.map((principle) => (
          <li key={principle}>
            <h3 className="font-display text-xl text-clay-700">{t(`${principle}.title`)}</h3>
            <p className="mt-3 text-ink-soft">{t(`${principle}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
