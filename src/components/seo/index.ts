export { Seo } from './seo';
export { SITE_NAME } from '@/lib/structured-data';
export { truncateDescription } from './truncate';
