/**
 * The three social marks of the footer. The spec gives them no target and the shop has no accounts
 * yet, so they are shown as labelled marks, not links that lead nowhere.
 */
const MARKS = [
  {
    name: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  },
  {
    name: 'Pinterest',
    path: 'M12 3a9 9 0 0 0-3.3 17.4c-.1-.8-.1-2 .1-2.8l1.2-5s-.3-.6-.3-1.5c0-1.4.8-2.5 1.9-2.5.9 0 1.3.7 1.3 1.5 0 .9-.6 2.2-.9 3.5-.2 1 .5 1.9 1.6 1.9 1.9 0 3.3-2 3.3-4.9 0-2.6-1.8-4.4-4.5-4.4-3 0-4.8 2.3-4.8 4.6 0 .9.4 1.9.8 2.4',
  },
  {
    name: 'YouTube',
    path: 'M3 8.5A3.5 3.5 0 0 1 6.5 5h11A3.5 3.5 0 0 1 21 8.5v7a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5v-7ZM10 9.5v5l4.5-2.5L10 9.5Z',
  },
];

export function SocialMarks() {
  return (
    <div>
      <p className="text-xs text-sand-300">Our channels open soon:</p>
      <ul className="mt-3 flex gap-3">
        {MARKS.map((mark) => (
          <li key={mark.name}>
            <span
              role="img"
              aria-label={`${mark.name} (coming soon)`}
              title={`${mark.name} — coming soon`}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-sand-300/40 text-sand-200"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="h-5 w-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={mark.path} />
              </svg>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
