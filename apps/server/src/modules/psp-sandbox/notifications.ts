import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pspSandboxNotifications } from '@caskmark/db';
import type { AppContext } from '../../context';
import { jobsOf } from '../../platform/jobs';

export const NOTIFY_QUEUE = 'psp-sandbox.notify';
export const SIGNATURE_HEADER = 'x-psp-signature';
/** Where the merchant receives notifications, on the address this server listens on. */
export const MERCHANT_NOTIFICATION_PATH = '/services/fiat/v1/psp/notifications';
/** A signature older than this is refused (replays of a captured request). */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000;

const listening = new WeakMap<AppContext, string>();

export function rememberListeningAddress(context: AppContext, baseUrl: string): void {
  listening.set(context, baseUrl);
}

/**
 * The shared secret of the merchant account's webhooks. A real PSP shows it once in its dashboard;
 * the sandbox derives it from the deployment id, which every instance of this deployment shares.
 */
export function webhookSecret(context: AppContext): string {
  return createHash('sha256').update(`psp-sandbox-webhook:${context.deploymentId}`).digest('hex');
}

/** `t=<unix ms>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (the Stripe/Cybersource style). */
export function signNotification(secret: string, body: string, timestampMs: number): string {
  const mac = createHmac('sha256', secret).update(`${timestampMs}.${body}`).digest('hex');
  return `t=${timestampMs},v1=${mac}`;
}

export function verifySignature(secret: string, body: string, header: string | undefined, nowMs: number): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.t);
  if (!Number.isFinite(timestamp) || !parts.v1 || Math.abs(nowMs - timestamp) > SIGNATURE_TOLERANCE_MS) return false;
  const expected = Buffer.from(signNotification(secret, body, timestamp).split('v1=')[1]!, 'hex');
  const given = Buffer.from(parts.v1, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function deliverSoon(context: AppContext, notificationId: string): Promise<void> {
  const jobs = await jobsOf(context);
  await jobs.send(NOTIFY_QUEUE, { notificationId });
}

/** One delivery attempt; throwing makes the job runner retry with backoff (as a PSP redelivers). */
export async function deliverNotification(context: AppContext, notificationId: string): Promise<void> {
  const [row] = await context.db.select().from(pspSandboxNotifications).where(eq(pspSandboxNotifications.id, notificationId));
  if (!row || row.deliveredAt) return;
  const base = listening.get(context);
  const url = context.config.PSP_SANDBOX_WEBHOOK_URL ?? (base ? `${base}${MERCHANT_NOTIFICATION_PATH}` : null);
  if (!url) throw new Error('The merchant address is not known yet');
  const body = JSON.stringify(row.payload);
  let error: string | null = null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signNotification(webhookSecret(context), body, Date.now()) },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) error = `HTTP ${response.status}`;
  } catch (failure) {
    error = failure instanceof Error ? failure.message : String(failure);
  }
  await context.db
    .update(pspSandboxNotifications)
    .set({ attempts: row.attempts + 1, lastError: error, ...(error ? {} : { deliveredAt: new Date() }) })
    .where(eq(pspSandboxNotifications.id, notificationId));
  if (error) throw new Error(`Notification ${notificationId} not accepted: ${error}`);
}
