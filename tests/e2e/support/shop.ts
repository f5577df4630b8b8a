import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { seriousA11yViolations } from './browser';

/** Fails with the list of serious/critical axe findings of the page as it is now. */
export async function expectAccessible(page: Page, where: string) {
  const violations = await seriousA11yViolations(page);
  expect(violations, `axe on ${where}`).toEqual([]);
}

/** Fills the checkout's shipping step and moves to the payment step. */
export async function fillShipping(page: Page) {
  await page.getByLabel('Full name').fill('Amina Benali');
  await page.getByLabel('Email').fill('amina@example.ma');
  await page.getByLabel('Phone').fill('+212 612 345 678');
  await page.getByLabel('Address').fill('12 Derb Sidi Ahmed');
  await page.getByLabel('City').fill('Fes');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('group', { name: 'Payment method' }).waitFor();
}
