import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { generate } from 'otplib';

/** Helpers of the auth and profile end-to-end tests: mailbox codes, accounts, sign-in, TOTP codes. */

export const PASSWORD = 'Cellar-door-2026';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@e2e.caskmark.test`;
}

interface MailboxMessage {
  publicPk: string;
  subject: string;
  text: string;
}

async function mailbox(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: { accept: 'application/json' } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as MailboxMessage[];
}

/** Ids of the messages already in the box, so `nextCode` waits for a new one. */
export async function seenMessages(request: APIRequestContext, to: string): Promise<Set<string>> {
  return new Set((await mailbox(request, to)).map((message) => message.publicPk));
}

/** The six-digit code of the newest message to `to` not in `seen` (polls: mail is written asynchronously). */
export async function nextCode(request: APIRequestContext, to: string, seen: Set<string> = new Set()): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await mailbox(request, to)).find((message) => !seen.has(message.publicPk));
        code = fresh?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code e-mailed to ${to}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/** A confirmed e-mail account, made through the API (the UI path has its own test). */
export async function createAccount(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const signUp = await request.post('/api/auth/v1/sign-up', { data: { email, password } });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const code = await nextCode(request, email);
  const confirm = await request.post('/api/auth/v1/confirm-sign-up', { data: { username: email, code } });
  expect(confirm.ok(), await confirm.text()).toBe(true);
}

/** Types six digits into the code boxes (the form submits by itself at the sixth). */
export async function typeCode(page: Page, label: string, code: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).first().click();
  await page.keyboard.type(code);
}

/** Fills the sign-in form of the page, or of `scope` (the popup). */
export async function fillSignIn(scope: Page | Locator, email: string, password: string): Promise<void> {
  await scope.getByLabel('Email', { exact: true }).fill(email);
  await scope.getByLabel('Password', { exact: true }).fill(password);
  await scope.getByRole('button', { name: 'LOG IN' }).click();
}

/** Opens the @handler menu (it opens on hover or click) and picks `item`. */
export async function chooseFromAccountMenu(page: Page, handler: string, item: string): Promise<void> {
  const menu = page.getByRole('menu');
  const trigger = page.getByRole('button', { name: `@${handler}` });
  // Under load the hover can open the menu late, after the click fallback, which then closes it again:
  // try again until the item has been clicked.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (!(await menu.isVisible())) {
      await trigger.hover();
      // Hover opens it after a short delay; a click is the fallback a touch user would use.
      if (!(await menu.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false))) await trigger.click();
    }
    if (await menu.getByRole('menuitem', { name: item }).click({ timeout: 5_000 }).then(() => true, () => false)) return;
  }
  throw new Error(`Could not choose '${item}' from the account menu`);
}

/** Opens the @handler menu and logs out; ends on / signed out. */
export async function logOutViaMenu(page: Page, handler: string): Promise<void> {
  await chooseFromAccountMenu(page, handler, 'Logout');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
}

const PERIOD_MS = 30_000;

/**
 * A TOTP code from a later 30 s step than `afterStep` (the server refuses a step it already
 * accepted, as an authenticator would show a new code by then). Answers the code and its step.
 */
export async function totpCode(secret: string, afterStep = -1): Promise<{ code: string; step: number }> {
  let step = Math.floor(Date.now() / PERIOD_MS);
  if (step <= afterStep) {
    await new Promise((resolve) => setTimeout(resolve, (afterStep + 1) * PERIOD_MS - Date.now() + 250));
    step = Math.floor(Date.now() / PERIOD_MS);
  }
  return { code: await generate({ secret }), step };
}

/** The handler the server gives a new account: the e-mail's local part, cleaned (checked on screen anyway). */
export async function handlerOnScreen(page: Page): Promise<string> {
  const button = page.getByRole('button', { name: /^@/ }).first();
  await expect(button).toBeVisible();
  return ((await button.textContent()) ?? '').trim().replace(/^@/, '');
}

/**
 * Chromium logs every 4xx answer as a console error. Tests that provoke the refusals they check (a
 * wrong password, a rate limit) drop exactly those lines before the fixture's no-console-error check.
 */
export function allowRefusals(consoleErrors: string[], statuses: number[]): void {
  const expected = new RegExp(`^Failed to load resource: the server responded with a status of (${statuses.join('|')}) `);
  for (let index = consoleErrors.length - 1; index >= 0; index -= 1) {
    if (expected.test(consoleErrors[index])) consoleErrors.splice(index, 1);
  }
}
