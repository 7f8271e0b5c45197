import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { userGroups } from '@caskmark/db';
import type { AuthTokens } from '@caskmark/shared/api/identity';
import type { TestApp } from './support/test-app';

export const PASSWORD = 'Cellar-door-42';

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** A fresh address per call, so tests in one file never collide. */
export function buildEmail(prefix = 'collector'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

/** Each test gets its own client address: per-IP limits stay out of the way unless tested. */
export function buildIp(): string {
  const bytes = randomUUID().replace(/-/g, '').slice(0, 6);
  return `10.${parseInt(bytes.slice(0, 2), 16)}.${parseInt(bytes.slice(2, 4), 16)}.${parseInt(bytes.slice(4, 6), 16)}`;
}

export async function mailbox(t: TestApp, to: string): Promise<MailboxMessage[]> {
  const response = await t.get<MailboxMessage[]>(`/dev/mailbox?to=${encodeURIComponent(to)}`);
  if (response.status !== 200) throw new Error(`mailbox answered ${response.status}`);
  return response.body;
}

/** The six-digit code of the newest message to `to`, read from its text part. */
export async function latestCode(t: TestApp, to: string): Promise<string> {
  const [message] = await mailbox(t, to);
  const match = message && /\b(\d{6})\b/.exec(message.text);
  if (!match) throw new Error(`no code mailed to ${to}`);
  return match[1];
}

export async function signUp(t: TestApp, email: string, password = PASSWORD, ip = buildIp()) {
  return t.post<{ username: string; userSub: string }>('/api/auth/v1/sign-up', { email, password }, { headers: { 'x-forwarded-for': ip } });
}

/** Sign-up plus confirmation with the mailed code. */
export async function buildConfirmedUser(t: TestApp, email = buildEmail(), password = PASSWORD) {
  const created = await signUp(t, email, password);
  if (created.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  const code = await latestCode(t, email);
  const confirmed = await t.post('/api/auth/v1/confirm-sign-up', { username: email, code });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { email, password, username: created.body.username, userPk: created.body.userSub };
}

export async function signIn(t: TestApp, username: string, password = PASSWORD, ip = buildIp()) {
  return t.post<{ username: string; tokens?: AuthTokens; challengeName?: string; session?: string } & Record<string, unknown>>(
    '/api/auth/v1/sign-in',
    { username, password },
    { headers: { 'x-forwarded-for': ip } },
  );
}

/** A confirmed account and its tokens. */
export async function buildSignedInUser(t: TestApp, email = buildEmail()) {
  const user = await buildConfirmedUser(t, email);
  const response = await signIn(t, email);
  if (!response.body.tokens) throw new Error(`sign-in failed: ${JSON.stringify(response.body)}`);
  return { ...user, tokens: response.body.tokens };
}

/** A TOTP code for `secret` in a given 30-second step offset from now. */
export function totpCode(secret: string, stepOffset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepOffset * 30 });
}

/** A signed-in account in the given groups ('staff', or a brand's group such as 'Glen_Aurora'). */
export async function buildSignedInMember(t: TestApp, groups: string[], email = buildEmail('member')) {
  const user = await buildSignedInUser(t, email);
  for (const name of groups) await t.context.db.insert(userGroups).values({ userPk: user.userPk, name });
  return user;
}
