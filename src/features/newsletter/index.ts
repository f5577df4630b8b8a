export { NewsletterBlock } from './components/newsletter-block';
