export { PageHead } from './page-head';
export { Seo } from './seo';
export { SITE_NAME } from '@/lib/constants';
export { truncateDescription } from './truncate';
