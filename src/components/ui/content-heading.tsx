/** The two places a story opens: beside its picture (a recipe) or centred above it (a ritual's essay). */
const LAYOUT = {
  beside: { title: 'mt-4 sm:text-5xl', excerpt: 'mt-5 text-lg sm:text-xl' },
  centred: { title: 'mt-5 sm:text-6xl', excerpt: 'mx-auto mt-6 max-w-2xl text-xl sm:text-2xl' },
} as const;

interface ContentHeadingProps {
  /** The small-caps line above the title: what kind of story this is. */
  kicker: string;
  story: {
    title: string;
    excerpt?: string | null;
    /** 'en' for a field that shows the English text because it has no translation in the page's language. */
    lang?: { title?: string; excerpt?: string };
  };
  layout: keyof typeof LAYOUT;
}

/** A story's opening words: kicker, title (the page's one h1) and the excerpt as its dek. */
export function ContentHeading({ kicker, story: { title, excerpt, lang }, layout }: ContentHeadingProps) {
  const sizes = LAYOUT[layout];
  return (
    <>
      <p className="text-xs font-semibold uppercase tracking-label text-clay-700">{kicker}</p>
      <h1
        lang={lang?.title}
        className={`${sizes.title} text-balance text-4xl font-light leading-[1.1] text-ink`}
      >
        {title}
      </h1>
      {excerpt && (
        <p
          lang={lang?.excerpt}
          className={`${sizes.excerpt} font-display font-light italic leading-relaxed text-ink-soft`}
        >
          {excerpt}
        </p>
      )}
    </>
  );
}
