/**
 * A bag count whose arrival the code that made it announces in its own, fuller words (a recipe's
 * pieces added in one tap): the bag's announcer (CartAnnouncer) says nothing of it, so a screen reader
 * hears one announcement. Any other change of the count clears it.
 */
export const announcedElsewhere = { count: -1 };
