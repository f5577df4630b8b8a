/** GET /settings, /health and /.well-known/jwks.json, in GoTrue's shapes. */
import type { AuthContext } from '../context';
import { jsonResponse } from '../errors';

const EXTERNAL_PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'phone',
  'zoom',
];

export async function settings(ctx: AuthContext): Promise<Response> {
  const external: Record<string, boolean> = Object.fromEntries(
    EXTERNAL_PROVIDERS.map((name) => [name, false]),
  );
  external.email = true;
  external.anonymous_users = ctx.settings.enableAnonymousSignIns;
  return jsonResponse(200, {
    external,
    disable_signup: !ctx.settings.enableSignup,
    mailer_autoconfirm: !ctx.settings.enableConfirmations,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

export async function health(): Promise<Response> {
  return jsonResponse(200, {
    version: 'local',
    name: 'GoTrue',
    description: 'GoTrue is a user registration and authentication API (Zellij embedded stand-in)',
  });
}

/** Tokens are signed with the shared HS256 secret, which is never published: the key set is empty. */
export async function jwks(): Promise<Response> {
  return jsonResponse(200, { keys: [] });
}
