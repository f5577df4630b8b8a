import type { ReactNode } from 'react';

import { PageHeader } from '@/components/ui';
import { Seo } from '@/components/seo';

import { useOwnerText } from '../i18n';

/** One section of the back office in one column: its title (the page's h1) and its parts. */
export function BackOfficeScreen({ title, children }: { title: string; children: ReactNode }) {
  const t = useOwnerText();
  return (
    <div className="pb-24">
      <Seo title={t('office.seo', { section: title })} noindex />
      <PageHeader eyebrow={t('eyebrow')} title={title} align="left" />
      <div className="mx-auto max-w-content space-y-10 px-5 sm:px-8">{children}</div>
    </div>
  );
}
