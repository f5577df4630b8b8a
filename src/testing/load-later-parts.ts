import { beforeAll } from 'vitest';

import { newsletterPart } from '@/components/layout/newsletter-part';

// The newsletter form arrives after the startup code (newsletter-part.ts). Loaded before the tests, it
// renders at once in each of them, instead of finishing its load at a moment no act() covers.
beforeAll(() => newsletterPart.load());
