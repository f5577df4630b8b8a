import { beforeAll } from 'vitest';

import { newsletterPart } from '@/components/layout/newsletter-part';
import { jsonLdPart } from '@/components/seo/json-ld-part';

// The newsletter form arrives after the startup code (newsletter-part.ts). Loaded before the tests, it
// renders at once in each of them, instead of finishing its load at a moment no act() covers.
// So do the JSON-LD builders, which then write a page's structured data into <head> at once.
beforeAll(() => Promise.all([newsletterPart.load(), jsonLdPart.load()]));
