export { Seo, SITE_NAME } from './seo';
export { truncateDescription } from './truncate';
