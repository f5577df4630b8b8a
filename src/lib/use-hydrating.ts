import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True on the server and while React hydrates, false in every render after (useSyncExternalStore):
 * what a build cannot know (the address's query string, stored values) is read only when it is false,
 * so the hydrating render matches the prerendered markup.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
