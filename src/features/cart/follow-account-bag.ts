/**
 * A signed-in customer's bag is kept in their account too: the layout calls this once someone is
 * signed in, after the first render, and the code that does it (server-bag/follow-bag.ts, loaded only
 * then) follows whoever is signed in from then on.
 */
export const followAccountBag = () =>
  void import('./server-bag/follow-bag').then((bag) => bag.followSignedIn());
