export { PageHead } from './page-head';
export { Seo } from './seo';
export { SITE_NAME } from '@/lib/json-ld';
export { truncateDescription } from './truncate';
