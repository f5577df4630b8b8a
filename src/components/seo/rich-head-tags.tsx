import type { ReactNode } from 'react';

import { builders, jsonLdScriptContent } from '@/lib/structured-data';

import { HeadTags } from './head-tags';
import type { StructuredData } from './structured-data';

/** The head tags of a page with rich results: its structured data is built here, with the builders. */
export function RichHeadTags({ children, jsonLd }: { children: ReactNode; jsonLd: StructuredData }) {
  return <HeadTags jsonLd={jsonLdScriptContent(jsonLd(builders))}>{children}</HeadTags>;
}
