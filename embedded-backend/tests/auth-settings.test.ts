import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isRedirectAllowed } from '../src/auth/redirects';
import { durationSeconds, loadAuthSettings } from '../src/auth/settings';
import { parseToml, TomlError } from '../src/auth/toml';
import { defaultConfig } from '../src/config';

describe('supabase/config.toml', () => {
  it('gives the local auth its settings', () => {
    const settings = loadAuthSettings(defaultConfig());
    expect(settings).toMatchObject({
      siteUrl: 'http://127.0.0.1:5173',
      jwtExpiry: 3600,
      refreshTokenRotation: true,
      refreshTokenReuseInterval: 10,
      enableSignup: true,
      enableConfirmations: true,
      minimumPasswordLength: 8,
      passwordRequiredCharacters: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
      rateLimits: {
        emailSent: 30,
        smsSent: 30,
        anonymousUsers: 30,
        tokenRefresh: 150,
        signInSignUps: 30,
        tokenVerifications: 30,
      },
      emailMaxFrequency: 60,
      otpExpiry: 3600,
      bcryptCost: 10,
      enableAnonymousSignIns: false,
      enableManualLinking: false,
      securePasswordChange: false,
      doubleConfirmChanges: false,
      mfa: { totpEnroll: true, totpVerify: true, maxEnrolledFactors: 10 },
    });
    expect(settings.redirectAllowList).toEqual(
      expect.arrayContaining(['http://127.0.0.1:4173', 'http://localhost:5173', 'http://localhost:5173/**']),
    );
  });

  it('is overridden by explicit settings, and falls back to defaults without a file', () => {
    const config = defaultConfig({ siteUrl: 'http://127.0.0.1:6000' });
    const missing = loadAuthSettings(config, { enableConfirmations: true }, '/nonexistent/config.toml');
    expect(missing).toMatchObject({
      siteUrl: 'http://127.0.0.1:6000',
      enableConfirmations: true,
      jwtExpiry: 3600,
    });
  });

  it('reads another file when asked to', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zellij-auth-'));
    const file = join(dir, 'config.toml');
    writeFileSync(
      file,
      '[auth]\njwt_expiry = 600\n[auth.email]\nenable_confirmations = true # comment\nmax_frequency = "1m30s"\n',
    );
    expect(loadAuthSettings(defaultConfig(), {}, file)).toMatchObject({
      jwtExpiry: 600,
      enableConfirmations: true,
      emailMaxFrequency: 90,
    });
  });

  it('reads the anonymous and MFA switches and double_confirm_changes (on unless set off, as the CLI)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zellij-auth-'));
    const file = join(dir, 'config.toml');
    writeFileSync(
      file,
      '[auth]\nenable_anonymous_sign_ins = true\n[auth.mfa]\nmax_enrolled_factors = 3\n[auth.mfa.totp]\nenroll_enabled = false\n',
    );
    expect(loadAuthSettings(defaultConfig(), {}, file)).toMatchObject({
      enableAnonymousSignIns: true,
      mfa: { totpEnroll: false, totpVerify: true, maxEnrolledFactors: 3 },
      doubleConfirmChanges: true,
    });
    writeFileSync(file, '[auth.email]\ndouble_confirm_changes = false\n');
    expect(loadAuthSettings(defaultConfig(), {}, file).doubleConfirmChanges).toBe(false);
    writeFileSync(file, '[auth.email]\ndouble_confirm_changes = true\n');
    expect(loadAuthSettings(defaultConfig(), {}, file).doubleConfirmChanges).toBe(true);
  });
});

describe('the TOML reader', () => {
  it('reads tables, scalars, strings with escapes and multi-line arrays', () => {
    const parsed = parseToml(`
      top = "a # not a comment"
      [one.two]
      int = 1_000
      float = 1.5
      yes = true
      literal = 'C:\\path'
      escaped = "line\\n\\"quoted\\""
      list = [
        "x", # first
        'y',
      ]
    `);
    expect(parsed).toEqual({
      top: 'a # not a comment',
      one: {
        two: {
          int: 1000,
          float: 1.5,
          yes: true,
          literal: 'C:\\path',
          escaped: 'line\n"quoted"',
          list: ['x', 'y'],
        },
      },
    });
  });

  it('refuses what it does not understand instead of guessing', () => {
    expect(() => parseToml('key = {inline = 1}')).toThrow(TomlError);
    expect(() => parseToml('just words')).toThrow(TomlError);
    expect(() => parseToml('a = "unterminated')).toThrow(TomlError);
  });

  it('reads Go durations', () => {
    expect(durationSeconds('1s')).toBe(1);
    expect(durationSeconds('2h')).toBe(7200);
    expect(durationSeconds('1m30s')).toBe(90);
    expect(durationSeconds('soon')).toBeUndefined();
  });
});

describe('redirect targets', () => {
  const settings = {
    ...loadAuthSettings(defaultConfig(), {}, '/nonexistent'),
    siteUrl: 'http://127.0.0.1:5173',
    redirectAllowList: [
      'http://localhost:5173/**',
      'https://*.zellij.example/account',
      'com.zellij.app://callback',
    ],
  };

  it('allows the site host on any port and path, and the allow-list globs', () => {
    expect(isRedirectAllowed(settings, 'http://127.0.0.1:4173/account/reset')).toBe(true);
    expect(isRedirectAllowed(settings, 'http://localhost:5173/a/b?c=d')).toBe(true);
    expect(isRedirectAllowed(settings, 'https://shop.zellij.example/account')).toBe(true);
    expect(isRedirectAllowed(settings, 'com.zellij.app://callback')).toBe(true);
  });

  it('refuses everything else', () => {
    expect(isRedirectAllowed(settings, 'https://evil.example/')).toBe(false);
    expect(isRedirectAllowed(settings, 'https://a.b.zellij.example/account')).toBe(false);
    expect(isRedirectAllowed(settings, 'http://localhost:4173/')).toBe(false);
    expect(isRedirectAllowed(settings, 'javascript:alert(1)')).toBe(false);
    expect(isRedirectAllowed(settings, 'not a url')).toBe(false);
  });
});
