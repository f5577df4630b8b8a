import { beforeAll } from 'vitest';

import { newsletterPart } from '@/components/layout/newsletter-part';
import { jsonLdPart } from '@/components/seo/json-ld-part';

// The newsletter form arrives after the startup code (newsletter-part.ts). Loaded before the tests, it
// renders at once in each of them, instead of finishing its load at a moment no act() covers.
// So does the JSON-LD script with its builders (a product's, a recipe's, a ritual's, the home page's).
beforeAll(() => Promise.all([newsletterPart.load(), jsonLdPart.load()]));
