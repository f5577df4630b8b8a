import { screen, waitFor } from '@testing-library/react';

/**
 * Test helper. Radix Toast reads each toast to screen readers through a hidden "Notification ..."
 * status that removes itself one second later with a timer. Updating outside a Testing Library wait
 * makes React warn about act(); tests that raise a toast call this once it has been checked, so the
 * announcement finishes inside a wait (the console guard stays strict).
 */
export async function waitForToastAnnouncement() {
  await waitFor(
    () => {
      // Radix portals its announcer straight into <body>, first empty (its text arrives a frame
      // later) and removes it a second after: wait until it is gone, not only until it has text.
      const announcing = screen
        .queryAllByRole('status')
        .some((node) => node.parentElement === document.body || node.textContent?.startsWith('Notification'));
      if (announcing) throw new Error('The toast is still being announced');
    },
    { timeout: 3000 },
  );
}
