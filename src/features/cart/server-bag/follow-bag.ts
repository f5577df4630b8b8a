/**
 * A signed-in customer's bag follows them (issue 35): loaded by the cart provider only once someone is
 * signed in, this keeps the browser's bag (still the one the pages read, in local storage) and the
 * account's bag (carts, cart_lines) the same.
 *
 * On sign-in, and on each visit while signed in, what this browser added since it last agreed with the
 * account's bag (all of it for a visitor's bag) is merged into the account's bag (merge_cart), and the
 * browser's bag becomes the answer: so a bag filled on another device shows here, and lines taken out
 * there are gone here. Each change afterwards is saved (save_cart), a moment after the last one.
 * Signing out empties the browser's bag: it is kept in the account, and the next person at this
 * computer does not see it.
 */
import { INTL_LOCALE, localeOfPath } from '@rules/locales';

import { toast } from '@/components/ui';
import { getDatabase } from '@/lib/supabase';
import { followSession } from '@/providers/session-events';
import type { StoredValue } from '@/lib/stored-value';

import type { CartLine } from '../cart-line';
import { savedCart } from '../cart-store';
import { accountBagText } from '../i18n/account-bag';
import {
  droppedTitles,
  linesFromServer,
  linesToMerge,
  linesToSave,
  readServerBag,
  sameSnapshot,
  snapshotOf,
  snapshotOfServer,
  type BagSnapshot,
} from './bag-lines';

/** Whose bag this browser last agreed with, and what it held then. */
export const AGREEMENT_KEY = 'zellij-cart-account';
/**
 * The merge under way: sent again with the same id until its answer is in, so a page closed before the
 * answer came (a sign-in followed at once by another page) does not add the same lines twice.
 */
export const MERGE_KEY = 'zellij-cart-merge';
/** A change is saved this long after the last one (a stepper tapped five times is one save). */
export const SAVE_AFTER_MS = 400;

interface Agreement {
  user: string;
  lines: BagSnapshot;
}

function readAgreement(): Agreement | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(AGREEMENT_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const { user, lines } = value as Partial<Agreement>;
    if (typeof user !== 'string' || !lines || typeof lines !== 'object') return null;
    return { user, lines: Object.fromEntries(Object.entries(lines).filter(([, n]) => Number.isInteger(n))) };
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value !== null) localStorage.setItem(key, value);
    else localStorage.removeItem(key);
  } catch {
    // Storage blocked: the next visit merges what it finds, which the limits keep within bounds.
  }
}

const writeAgreement = (agreement: Agreement | null) =>
  write(AGREEMENT_KEY, agreement && JSON.stringify(agreement));

/** The id of the merge under way, kept until its answer is in. */
function mergeId(): string {
  let id: string | null = null;
  try {
    id = localStorage.getItem(MERGE_KEY);
  } catch {
    // Storage blocked: a new id each time.
  }
  if (!id || !/^[0-9a-f-]{36}$/.test(id)) write(MERGE_KEY, (id = crypto.randomUUID()));
  return id;
}

/** Tells the customer which pieces the merge took out, in the page's language. */
async function announceDropped(titles: string[]) {
  if (titles.length === 0) return;
  const locale = localeOfPath(window.location.pathname);
  const t = await accountBagText(locale);
  const list = new Intl.ListFormat(INTL_LOCALE[locale], { type: 'conjunction' }).format(titles);
  toast({
    title: t('dropped.title'),
    description: t('dropped.text', { count: titles.length, titles: list }),
  });
}

/** How to stop following the account each bag follows now. */
const following = new WeakMap<StoredValue<CartLine[]>, () => void>();

/**
 * Starts following `userId`'s bag, instead of any account followed before; it stops on sign-out, or
 * when the answer is called.
 */
export function followBag(userId: string, bag: StoredValue<CartLine[]>): () => void {
  following.get(bag)?.();
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = Promise.resolve();
  const cleanups: (() => void)[] = [];

  const save = () => {
    timer = undefined;
    const lines = linesToSave(bag.get());
    saving = saving.then(async () => {
      const database = await getDatabase();
      const { data, error } = await database.rpc('save_cart', { p_lines: lines });
      // Not saved (offline): the agreement stays as it was, so the next visit merges this change.
      if (error) return console.warn('Could not save the bag to the account:', error.message);
      if (!stopped) writeAgreement({ user: userId, lines: snapshotOfServer(readServerBag(data).lines) });
    });
  };

  const onChange = () => {
    if (stopped) return;
    const agreed = readAgreement();
    if (agreed?.user === userId && sameSnapshot(agreed.lines, snapshotOf(bag.get()))) return;
    clearTimeout(timer);
    timer = setTimeout(save, SAVE_AFTER_MS);
  };

  cleanups.push(
    followSession((event) => {
      if (event !== 'SIGNED_OUT') return;
      stop();
      writeAgreement(null);
      write(MERGE_KEY, null);
      bag.set([]);
    }),
  );
  void (async () => {
    const database = await getDatabase();
    if (stopped) return;
    const local = bag.get();
    const { data, error } = await database.rpc('merge_cart', {
      p_lines: linesToMerge(local, readAgreement()?.lines ?? {}),
      p_merge_id: mergeId(),
    });
    if (stopped) return;
    if (error) return console.warn('Could not bring the bag into the account:', error.message);
    const answer = readServerBag(data);
    writeAgreement({ user: userId, lines: snapshotOfServer(answer.lines) });
    write(MERGE_KEY, null);
    bag.set(linesFromServer(answer.lines, bag.get()));
    cleanups.push(bag.subscribe(onChange));
    await announceDropped(droppedTitles(answer.dropped, local));
  })();

  function stop() {
    stopped = true;
    clearTimeout(timer);
    cleanups.splice(0).forEach((cleanup) => cleanup());
  }
  following.set(bag, stop);
  return stop;
}

let started = false;

/**
 * From the first call on (followAccountBag, once someone is signed in), the bag follows whoever is
 * signed in, as the auth provider learns it (the stored session, or supabase-js's events once loaded).
 * supabase-js's own calls wait until its callbacks have returned, so following starts in a task of its own.
 */
export function followSignedIn() {
  if (started) return;
  started = true;
  let followed: string | undefined;
  followSession((_event, session) => {
    const userId = session?.user.id;
    if (userId === followed) return;
    followed = userId;
    if (userId) setTimeout(() => followBag(userId, savedCart), 0);
  });
}
