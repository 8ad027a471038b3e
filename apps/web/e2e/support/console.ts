import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export interface ConsoleUser {
  login: string;
  password: string;
}

/** A console account for the trader (POST /api/v1/admin/console-users with the admin key). */
export async function createConsoleTrader(traderId: string): Promise<ConsoleUser> {
  const user = {
    login: `trader-${crypto.randomBytes(5).toString('hex')}`,
    password: 'a long enough password 1',
  };
  const response = await fetch(`${inject('baseUrl')}/api/v1/admin/console-users`, {
    method: 'POST',
    headers: { authorization: `Bearer ${inject('adminKey')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, role: 'trader', traderId }),
  });
  if (!response.ok) throw new Error(`console user: ${response.status} ${await response.text()}`);
  return user;
}

export const consoleUrl = (path = '/') => `${inject('baseUrl')}/console${path === '/' ? '' : path}`;

/** Signs in through the console's form and waits for the work queue. */
export async function signIn(page: Page, user: ConsoleUser): Promise<void> {
  await page.goto(consoleUrl('/login'));
  await page.getByLabel('Login').fill(user.login);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Work queue', level: 1 }).waitFor({ timeout: 15_000 });
}
