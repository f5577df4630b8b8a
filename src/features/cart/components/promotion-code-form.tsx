import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui';
import { MAX_PROMOTION_CODE_LENGTH } from '@rules/refusals';

import { forgetMissingCode, type CodeStatus } from '../api/get-order-quote';
import { usePromotionText } from '../i18n/promotion';
import { applyPromotionCode, removePromotionCode } from '../promotion-code';

interface PromotionCodeFormProps {
  /** The code applied to the bag (useOrderSummary), or null. */
  code: string | null;
  /** What the quote says of it; undefined until it has said. */
  status: CodeStatus | undefined;
  /** The quote with this code is on its way. */
  checking: boolean;
  /**
   * Why the code does not apply, in the page's language: the checkout words it as it words the same
   * refusal from create-checkout, the bag with its own copy of those sentences.
   */
  refusalText: (status: Extract<CodeStatus, { applied: false }>) => string;
}

/**
 * The promotion code of the bag: a field and "Apply", then the code with "Remove" and what the quote
 * says of it. The code is kept with the bag (promotion-code.ts) even when it does not apply, so the
 * shopper reads why and can take it away. Focus follows the shopper's action: to "Remove" once a code
 * is applied, back to the field once it is removed. Both states take about the same height.
 */
export function PromotionCodeForm({ code, status, checking, refusalText }: PromotionCodeFormProps) {
  const t = usePromotionText();
  const id = useId();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  // Set by this form's own actions only: a code restored after hydration or applied in another tab
  // moves nobody's focus.
  const focusNext = useRef<'field' | 'remove' | null>(null);

  useEffect(() => {
    if (focusNext.current === 'remove') remove.current?.focus();
    else if (focusNext.current === 'field') field.current?.focus();
    focusNext.current = null;
  }, [code]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!typed.trim()) {
      setError(t('empty'));
      field.current?.focus();
      return;
    }
    setError(null);
    focusNext.current = 'remove';
    // Applied on purpose: asked again even if this page found it unknown before.
    forgetMissingCode(typed);
    applyPromotionCode(typed);
    setTyped('');
  }

  function onRemove() {
    focusNext.current = 'field';
    removePromotionCode();
  }

  if (code) {
    const statusId = `${id}-status`;
    const refused = status && !status.applied;
    return (
      <div className="mt-6">
        <div className="flex h-11 items-center justify-between gap-3 rounded-md border border-sand-300 bg-white px-4">
          <p className="min-w-0 truncate text-sm text-ink-soft">
            {t('code')} <span className="font-semibold tracking-wide text-ink">{code}</span>
          </p>
          <button
            ref={remove}
            type="button"
            onClick={onRemove}
            aria-label={t('remove.of', { code })}
            aria-describedby={statusId}
            className="shrink-0 text-sm text-ink-muted underline underline-offset-4 hover:text-clay-700"
          >
            {t('remove')}
          </button>
        </div>
        {/* One polite region for "checking", "applied" and the reason: announced as it changes. */}
        <p
          id={statusId}
          role="status"
          className={`mt-2 min-h-5 text-sm ${refused ? 'font-medium text-clay-700' : 'text-ink-soft'}`}
        >
          {refused
            ? refusalText(status)
            : status?.applied
              ? t('applied', { code: status.code })
              : checking
                ? t('checking')
                : ''}
        </p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="mt-6">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('field')}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          ref={field}
          id={id}
          name="promotion-code"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
          maxLength={MAX_PROMOTION_CODE_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          // w-0 with flex-1: the field takes the room the button leaves and asks for none of its own, so
          // its default width (20 characters) never widens the checkout's column on a 320 px phone.
          className={`h-11 w-0 min-w-0 flex-1 rounded-md border bg-white px-4 text-base text-ink focus:outline-none focus:ring-2 ${
            error
              ? 'border-clay-700 focus:ring-clay-600/30'
              : 'border-sand-300 focus:border-indigo-700 focus:ring-indigo-700/20'
          }`}
        />
        <Button type="submit" variant="secondary" className="shrink-0">
          {t('apply')}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-clay-700">
          {error}
        </p>
      )}
    </form>
  );
}
