import { Link } from 'react-router-dom';

import { ZellijStar } from '@/components/ui';
import { useChromeText } from './i18n';

/** The wordmark: a zellij star and the name in the display face. Links home. */
export function Logo({ tone = 'ink', className = '' }: { tone?: 'ink' | 'light'; className?: string }) {
  const t = useChromeText();
  const colour = tone === 'light' ? 'text-white' : 'text-ink';
  return (
    <Link
      to="/"
      aria-label={t('logo.home')}
      className={`inline-flex items-center gap-2 ${colour} ${className}`}
    >
      <ZellijStar
        className={`h-6 w-6 sm:h-7 sm:w-7 ${tone === 'light' ? 'text-saffron-300' : 'text-clay-500'}`}
      />
      <span className="font-display text-xl font-normal tracking-[0.08em] sm:text-2xl">ZELLIJ</span>
    </Link>
  );
}
