import { MAX_RETURN_PHOTO_BYTES, RETURN_PHOTO_TYPES, returnPhotoProblem } from '@rules/return-photos';
import { useId, useRef, useState } from 'react';

import { useReturnText } from '../i18n/returns';

const ACCEPT = Object.keys(RETURN_PHOTO_TYPES).join(',');

/**
 * The optional photo of a return. A chosen file is checked against the bucket's limits at once, so a
 * customer reads why a 12 MB photo or a PDF cannot go before sending anything; the database and
 * Storage hold the same limits whatever the browser says.
 */
export function ReturnPhotoField({ onChange }: { onChange: (photo: File | null) => void }) {
  const t = useReturnText();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [problem, setProblem] = useState<'not_image' | 'too_large' | null>(null);
  const choose = (file: File | null) => {
    const found = file ? returnPhotoProblem(file) : null;
    setProblem(found);
    const kept = found ? null : file;
    setChosen(kept);
    onChange(kept);
    if (!kept && input.current) input.current.value = '';
  };
  const megabytes = MAX_RETURN_PHOTO_BYTES / (1024 * 1024);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('photo')}
        <span className="ms-1.5 font-normal text-ink-muted">{t('note.hint')}</span>
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-soft">
        {t('photo.hint', { megabytes })}
      </p>
      <div className="mt-1.5 flex flex-wrap items-center gap-3">
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="block w-full max-w-sm text-sm text-ink file:me-3 file:h-12 file:rounded-md file:border file:border-sand-300 file:bg-white file:px-4 file:text-ink"
          onChange={(event) => choose(event.target.files?.[0] ?? null)}
        />
        {chosen && (
          <button
            type="button"
            className="h-12 text-sm text-indigo-700 underline underline-offset-4"
            onClick={() => choose(null)}
          >
            {t('photo.remove')}
          </button>
        )}
      </div>
      {problem && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-clay-700">
          {t(problem === 'too_large' ? 'e.photo_too_large' : 'e.photo_not_image', { megabytes })}
        </p>
      )}
    </div>
  );
}
