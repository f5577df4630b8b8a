import * as Tabs from '@/components/ui/tabs';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { LoadingState, ZellijStar } from '@/components/ui';
import { Seo } from '@/components/seo';
import { useHydrating } from '@/lib/use-hydrating';
import { useAuth } from '@/providers/use-auth';

import type { ScreenHandle } from '@/lib/i18n/screen-handle';

import { SignInForm } from '../components/sign-in-form';
import { SignUpForm } from '../components/sign-up-form';
import { useAccountText } from '../i18n';
import { useFormsText } from '../i18n/forms';
import { safeRedirect } from '../lib/safe-redirect';

export const handle: ScreenHandle = { translated: true };

const tab =
  'flex-1 border-b-2 border-transparent pb-3 text-sm font-semibold uppercase tracking-[0.14em] text-ink-soft transition-colors hover:text-ink data-[state=active]:border-clay-600 data-[state=active]:text-ink';

/** /auth: Sign In and Sign Up tabs; once signed in, on to / or the same-site ?redirect= target. */
export default function AuthPage() {
  const { user, loading } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const t = useFormsText();
  const shared = useAccountText();
  // The form is in the prerendered page and stays while supabase-js loads, unless the address is a
  // sign-in link (#access_token=..., ?code=...) being completed: then it waits for the session. (The
  // address is the visitor's: read once the shell has hydrated.)
  const hydrating = useHydrating();
  const arriving =
    !hydrating && loading && /[#?&](access_token|code)=/.test(window.location.hash + window.location.search);

  useEffect(() => {
    // The target is checked against the page's origin: in the browser only (the page is prerendered).
    if (user) void navigate(safeRedirect(params.get('redirect')), { replace: true });
  }, [user, params, navigate]);

  return (
    <div className="px-5 py-14 sm:py-20">
      <Seo title={t('seo.title')} description={t('seo.desc')} canonical="/auth" noindex />
      <div className="mx-auto max-w-md">
        <div className="text-center">
          <ZellijStar className="mx-auto h-10 w-10 text-clay-500" />
          <h1 className="mt-5 text-4xl font-light text-ink">{t('auth.title')}</h1>
          <p className="mt-3 text-ink-soft">{t('auth.lead')}</p>
        </div>
        {user || arriving ? (
          <LoadingState />
        ) : (
          <Tabs.Root defaultValue={params.get('tab') === 'sign-up' ? 'sign-up' : 'sign-in'} className="mt-10">
            <Tabs.List aria-label={t('auth.tabs')} className="flex gap-6 border-b border-sand-200">
              <Tabs.Trigger value="sign-in" className={tab}>
                {shared('signIn')}
              </Tabs.Trigger>
              <Tabs.Trigger value="sign-up" className={tab}>
                {t('signUp')}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="sign-in" className="pt-8 focus-visible:outline-none">
              <SignInForm />
            </Tabs.Content>
            <Tabs.Content value="sign-up" className="pt-8 focus-visible:outline-none">
              <SignUpForm />
            </Tabs.Content>
          </Tabs.Root>
        )}
      </div>
    </div>
  );
}
