/**
 * The app's password rule (what the forms say before sending) and the Auth server's (what it
 * refuses) come from two places: supabase/functions/_shared/rules/password.ts and
 * supabase/config.toml. This keeps them saying the same thing.
 */
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_REQUIRED_CHARACTERS,
  passwordProblems,
} from '../../supabase/functions/_shared/rules/password';
import { AuthApiError } from '../../embedded-backend/src/auth/errors';
import { checkPasswordStrength } from '../../embedded-backend/src/auth/passwords';
import { loadAuthSettings } from '../../embedded-backend/src/auth/settings';
import { defaultConfig } from '../../embedded-backend/src/config';

const settings = loadAuthSettings(defaultConfig());

function serverReasons(password: string): string[] {
  try {
    checkPasswordStrength(password, settings);
    return [];
  } catch (error) {
    if (!(error instanceof AuthApiError) || error.errorCode !== 'weak_password') throw error;
    const payload = error.extra.weak_password;
    return payload && typeof payload === 'object' && 'reasons' in payload && Array.isArray(payload.reasons)
      ? payload.reasons.map(String)
      : [];
  }
}

describe('the password rule', () => {
  it('is the one config.toml gives Supabase Auth', () => {
    expect(settings.minimumPasswordLength).toBe(PASSWORD_MIN_LENGTH);
    expect(settings.passwordRequiredCharacters).toEqual([...PASSWORD_REQUIRED_CHARACTERS]);
  });

  it.each([
    '',
    'abc',
    'abc1',
    'abcdefgh',
    '12345678',
    'abcdefg1',
    'mint-tea-2024',
    'ééé1',
    'éééé1',
    'PASSWORD9',
  ])('judges %j as the server does', (password) => {
    expect(passwordProblems(password)).toEqual(serverReasons(password));
  });
});
