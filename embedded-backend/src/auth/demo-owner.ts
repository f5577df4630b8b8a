/**
 * The local stack's shop owner, so `npm run dev` opens /owner without a trip to the admin API.
 * Local only: hosted projects make an owner by setting app_metadata.role = 'owner' (README,
 * "Running the shop (owner)"). Migrations create no users; this runs at backend start-up.
 */
import type { Db } from '../types';
import { LOCAL_SHOP_OWNER_EMAIL } from '../sandbox/credentials';
import { hashPassword } from './passwords';
import type { AuthSettings } from './settings';
import { findUserByEmail, insertUser } from './users';

export const DEMO_OWNER_EMAIL = LOCAL_SHOP_OWNER_EMAIL;
/** Documented in the README; meets the [auth] password rules (8+ characters, letters and digits). */
export const DEMO_OWNER_PASSWORD = 'zellij-owner-2024';

/** Creates the confirmed demo owner unless an account with that address exists (left as it is). */
export async function ensureDemoOwner(db: Db, settings: AuthSettings): Promise<boolean> {
  if (await findUserByEmail(db, DEMO_OWNER_EMAIL)) return false;
  const encryptedPassword = await hashPassword(DEMO_OWNER_PASSWORD, settings);
  await db.transaction((tx) =>
    insertUser(tx, {
      email: DEMO_OWNER_EMAIL,
      encryptedPassword,
      userMetadata: { full_name: 'Zellij owner' },
      appMetadata: { role: 'owner' },
      confirmed: true,
    }),
  );
  return true;
}
