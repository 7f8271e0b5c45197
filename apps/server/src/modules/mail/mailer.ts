import { desc, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox, type Db } from '@caskmark/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { RenderedMail } from './templates';

export interface StoredMail {
  publicPk: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  status: string;
  createdAt: Date;
}

function storedMailOf(row: typeof mailOutbox.$inferSelect): StoredMail {
  return {
    publicPk: row.publicPk,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    template: row.template,
    status: row.status,
    createdAt: row.createdAt,
  };
}

/** Delivers a rendered message somewhere outside the process. */
export interface MailTransport {
  readonly name: string;
  deliver(message: { from: string; to: string; subject: string; text: string; html: string }): Promise<void>;
}

export class SmtpTransport implements MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }
  async deliver(message: { from: string; to: string; subject: string; text: string; html: string }) {
    await this.transporter.sendMail(message);
  }
  close() {
    this.transporter.close();
  }
}

/**
 * Every message is first written to the outbox table (the embedded default stops there and
 * `/dev/mailbox` reads it); with `SMTP_URL` it is then delivered and marked sent or failed. A
 * failed delivery never fails the caller's request: the row keeps the error for a retry.
 */
export class Mailer {
  constructor(
    private readonly db: Db,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
    private readonly transport?: MailTransport,
  ) {}

  get transportName(): string {
    return this.transport?.name ?? 'outbox';
  }

  async send(to: string, mail: RenderedMail): Promise<string> {
    const [row] = await this.db
      .insert(mailOutbox)
      .values({ toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html, template: mail.template })
      .returning({ publicPk: mailOutbox.publicPk });
    if (this.transport) {
      try {
        await this.transport.deliver({ from: this.from, to, subject: mail.subject, text: mail.text, html: mail.html });
        await this.db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.publicPk, row.publicPk));
      } catch (error) {
        // The message text holds a code; log only which message failed and why.
        const reason = error instanceof Error ? error.message : String(error);
        this.log.warn({ mailPk: row.publicPk, template: mail.template, reason }, 'mail delivery failed');
        await this.db.update(mailOutbox).set({ status: 'failed', error: reason.slice(0, 500) }).where(eq(mailOutbox.publicPk, row.publicPk));
      }
    }
    return row.publicPk;
  }

  /** Newest first; `to` matches case-insensitively. */
  async list(options: { to?: string; limit?: number } = {}): Promise<StoredMail[]> {
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(options.to ? sql`lower(${mailOutbox.toAddress}) = ${options.to.trim().toLowerCase()}` : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(options.limit ?? 100);
    return rows.map(storedMailOf);
  }

  async find(publicPk: string): Promise<StoredMail | undefined> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.publicPk, publicPk));
    return row ? storedMailOf(row) : undefined;
  }
}

const mailers = new WeakMap<AppContext, Mailer>();

/** The mailer of this server; built on first use from the configuration. */
export function mailerFor(context: AppContext): Mailer {
  let mailer = mailers.get(context);
  if (!mailer) {
    const transport = context.config.SMTP_URL ? new SmtpTransport(context.config.SMTP_URL) : undefined;
    if (transport) context.disposers.push(() => transport.close());
    mailer = new Mailer(context.db, context.config.MAIL_FROM, context.log, transport);
    mailers.set(context, mailer);
  }
  return mailer;
}
