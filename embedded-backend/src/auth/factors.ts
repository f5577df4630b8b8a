/** MFA factors as GoTrue keeps them (auth.mfa_factors), and the QR code an enrolment shows. */
import qrcode from 'qrcode-generator';
import type { Db } from '../types';
import { notFound } from './errors';
import { isUuid } from './validation';

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp' | 'phone' | 'webauthn';
  status: 'verified' | 'unverified';
  secret: string | null;
  created_at: Date | string;
}

export async function hasVerifiedFactor(db: Db, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    "select 1 from auth.mfa_factors where user_id = $1 and status = 'verified' limit 1",
    [userId],
  );
  return rows.length > 0;
}

/** The user's own factor named in the path, with GoTrue's loadFactor answers otherwise. */
export async function ownedFactor(db: Db, userId: string, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2',
    [factorId, userId],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

/**
 * The otpauth URI as an SVG QR code at error correction level H and 3 px modules, as GoTrue
 * renders it (supabase-js prefixes `data:image/svg+xml;utf-8,` itself).
 */
export function qrCodeSvg(text: string): string {
  const qr = qrcode(0, 'H');
  qr.addData(text, 'Byte');
  qr.make();
  return qr.createSvgTag({ cellSize: 3, margin: 0 });
}
