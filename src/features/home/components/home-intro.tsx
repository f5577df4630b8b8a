import { OrnamentRule } from '@/components/ui';

const PRINCIPLES = [
  {
    title: 'Guardianship, not extraction',
    text: 'We buy from workshops at fair prices and tell you who made each piece.',
  },
  {
    title: 'Mysticism, not performance',
    text: 'The rituals behind the objects, told with care — never staged for the camera.',
  },
  {
    title: 'Usefulness, not clutter',
    text: 'Things meant to be used every day, and to last long enough to be handed on.',
  },
];

export function HomeIntro() {
  return (
    <section aria-labelledby="intro-title" className="mx-auto max-w-content px-5 py-20 sm:px-8 sm:py-28">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="intro-title" className="text-3xl font-light leading-snug text-ink sm:text-4xl">
          A small shop for the things that hold a day together: the tea glass, the bread board, the bowl by
          the window.
        </h2>
      </div>
      <OrnamentRule className="mx-auto my-14 max-w-md" />
      <ul className="grid gap-10 text-center sm:grid-cols-3">
        {PRINCIPLES.map((principle) => (
          <li key={principle.title}>
            <h3 className="font-display text-xl text-clay-700">{principle.title}</h3>
            <p className="mt-3 text-ink-soft">{principle.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
