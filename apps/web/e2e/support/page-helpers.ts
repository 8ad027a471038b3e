import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The stepper's active step, as assistive technology reads it (aria-current="step"). */
export async function activeStep(page: Page): Promise<number> {
  return Number(await page.locator('[aria-current="step"] .stepper__dot').textContent());
}

/** Waits for the view's heading, then checks the stepper shows the expected step. */
export async function expectView(page: Page, heading: string | RegExp, step?: number) {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 15_000 });
  if (step !== undefined) expect(await activeStep(page)).toBe(step);
}

export async function expectText(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor({ timeout: 15_000 });
}
