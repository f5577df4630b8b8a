import { beforeAll } from 'vitest';

import { newsletterPart } from '@/components/layout/newsletter-part';
import { headTagsPart, jsonLdPart } from '@/components/seo/head-tags-part';

// The newsletter form arrives after the startup code (newsletter-part.ts). Loaded before the tests, it
// renders at once in each of them, instead of finishing its load at a moment no act() covers.
// So do the head tags (react-helmet-async), which the screens' tests read (document.title), and the
// JSON-LD script with its builders (a product's, a recipe's, a ritual's, the home page's).
beforeAll(() => Promise.all([newsletterPart.load(), headTagsPart.load(), jsonLdPart.load()]));
