import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportPKCS8, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@caskmark/db';
import { buildEmail, latestCode, mailbox, signUp } from './identity-helpers';
import { startTestApp, type TestApp } from './support/test-app';

/** A minimal SMTP server that keeps what it receives (no TLS, no auth): enough for nodemailer. */
function startSmtpSink(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffer.indexOf('\r\n');
        if (lineEnd < 0) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-sink\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })));
}

describe('outbox and /dev/mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('answers JSON newest first, filtered by recipient whatever the case', async () => {
    const email = buildEmail('mailbox');
    await signUp(t, email);
    await t.post('/api/auth/v1/resend-sign-up', { username: email });
    const messages = await mailbox(t, email.toUpperCase());
    expect(messages).toHaveLength(2);
    expect(Object.keys(messages[0]).sort()).toEqual(['createdAt', 'html', 'publicPk', 'subject', 'template', 'text', 'to']);
    expect(Date.parse(messages[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(messages[1].createdAt));
    expect(messages[0].text).toContain(await latestCode(t, email));
    expect((await mailbox(t, buildEmail('nobody'))).length).toBe(0);
  });

  it('shows a page to browsers and each message on its own', async () => {
    const email = buildEmail('page');
    await signUp(t, email);
    const page = await fetch(`${t.baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('Mailbox');
    expect(html).toContain('Your Caskmark verification code');
    const [message] = await mailbox(t, email);
    const single = await fetch(`${t.baseUrl}/dev/mailbox/${(message as unknown as { publicPk: string }).publicPk}`);
    expect(await single.text()).toContain('Verify your e-mail address');
    expect((await t.get('/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('SMTP delivery', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Caskmark <hello@caskmark.test>' });
  });
  afterAll(async () => {
    await t?.close();
    sink?.server.close();
  });

  it('sends through SMTP with the code in the text part, and marks the outbox row sent', async () => {
    const email = buildEmail('smtp');
    await signUp(t, email);
    const code = await latestCode(t, email);
    const delivered = sink.received.find((raw) => raw.includes(email));
    expect(delivered).toBeDefined();
    expect(delivered).toContain('From: Caskmark <hello@caskmark.test>');
    expect(delivered).toContain('Subject: Your Caskmark verification code');
    expect(delivered).toContain(`Verification code: ${code}`);
    expect(delivered).toMatch(/Content-Type: text\/html/);
    const [row] = await t.context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row.status).toBe('sent');
  });
});

describe('SMTP failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    const closed = await startSmtpSink();
    const port = closed.port;
    await new Promise((resolve) => closed.server.close(resolve));
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => t?.close());

  it('keeps the message as failed without failing the sign-up', async () => {
    const email = buildEmail('down');
    const response = await signUp(t, email);
    expect(response.status).toBe(200);
    const [row] = await t.context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('production', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Production wants shared keys (with PostgreSQL) and would otherwise spawn a dev chain.
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    t = await startTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://caskmark.example',
      CHAIN_MODE: 'off',
      AUTH_PRIVATE_KEY: await exportPKCS8(privateKey),
      AUTH_DATA_KEY: randomBytes(32).toString('base64'),
      CUSTODY_KEK: randomBytes(32).toString('base64'),
    });
  });
  afterAll(async () => t?.close());

  it('has no dev mailbox and no local OIDC provider', async () => {
    expect((await t.get('/dev/mailbox')).status).toBe(404);
    expect((await t.get('/oidc/.well-known/openid-configuration')).status).toBe(404);
    const providers = await t.get<{ providers: unknown[] }>('/api/auth/v1/federated/providers');
    expect(providers.body.providers).toEqual([]);
    expect((await t.get('/api/auth/v1/federated/google/start')).status).toBe(404);
  });
});
