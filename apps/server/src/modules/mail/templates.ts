import { renderLayout } from './layout';

export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

interface CodeMailInput {
  code: string;
  handler: string;
  publicUrl: string;
  /** Minutes until the code expires. */
  validMinutes: number;
}

function textBody(lines: string[]): string {
  return `${lines.join('\n\n')}\n\n— Caskmark\n`;
}

/** Sent by sign-up and resend-sign-up. */
export function verificationCodeMail(input: CodeMailInput): RenderedMail {
  const subject = 'Your Caskmark verification code';
  const intro = `Welcome to Caskmark, @${input.handler}. Enter this code to verify your e-mail address and finish creating your account:`;
  const expiry = `The code works once and expires in ${input.validMinutes} minutes.`;
  const ignore = 'If you did not sign up for Caskmark, you can ignore this e-mail; no account is created without the code.';
  return {
    template: 'verification-code',
    subject,
    text: textBody([intro, `Verification code: ${input.code}`, expiry, ignore]),
    html: renderLayout({
      preheader: `Your verification code is ${input.code}`,
      heading: 'Verify your e-mail address',
      paragraphs: [intro],
      code: input.code,
      footnote: `${expiry} ${ignore}`,
      publicUrl: input.publicUrl,
    }),
  };
}

/** Sent by forgot-password and GET /api/common/v1/password-reset. */
export function passwordResetMail(input: CodeMailInput): RenderedMail {
  const subject = 'Reset your Caskmark password';
  const intro = `We received a request to reset the password of @${input.handler}. Enter this code on the reset page, then choose a new password:`;
  const expiry = `The code works once and expires in ${input.validMinutes} minutes. Resetting signs you out everywhere.`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    template: 'password-reset',
    subject,
    text: textBody([intro, `Reset code: ${input.code}`, expiry, ignore]),
    html: renderLayout({
      preheader: `Your password reset code is ${input.code}`,
      heading: 'Reset your password',
      paragraphs: [intro],
      code: input.code,
      footnote: `${expiry} ${ignore}`,
      publicUrl: input.publicUrl,
    }),
  };
}

/** Sent to a new sign-in or communication e-mail before it replaces the old one. */
export function newEmailCodeMail(input: CodeMailInput & { kind: 'sign-in' | 'communication' }): RenderedMail {
  const subject = 'Confirm your new Caskmark e-mail address';
  const use = input.kind === 'sign-in' ? 'sign in and receive mail from Caskmark' : 'receive notifications about your collection';
  const intro = `@${input.handler} asked to use this address to ${use}. Enter this code in your account settings to confirm it:`;
  const expiry = `The code works once and expires in ${input.validMinutes} minutes.`;
  const ignore = 'If this was not you, ignore this e-mail: nothing changes without the code.';
  return {
    template: 'new-email-code',
    subject,
    text: textBody([intro, `Confirmation code: ${input.code}`, expiry, ignore]),
    html: renderLayout({
      preheader: `Your confirmation code is ${input.code}`,
      heading: 'Confirm your new e-mail address',
      paragraphs: [intro],
      code: input.code,
      footnote: `${expiry} ${ignore}`,
      publicUrl: input.publicUrl,
    }),
  };
}

export interface ReceiptMailInput {
  handler: string;
  publicUrl: string;
  orderNumber: string;
  releaseName: string;
  lines: Array<{ title: string; editionNumber: number; amount: string }>;
  total: string;
  paymentMethod: string;
  deliveryAddress: string;
  transactionHash: string | null;
}

/** Sent when a primary checkout completes: the order, what was paid and where the NFTs went. */
export function purchaseReceiptMail(input: ReceiptMailInput): RenderedMail {
  const subject = `Your Caskmark order ${input.orderNumber}`;
  const intro = `Thank you, @${input.handler}. Your order ${input.orderNumber} from ${input.releaseName} is complete and your NFTs are in your wallet.`;
  const items = input.lines.map((line) => `${line.title} — Edition #${line.editionNumber}: ${line.amount}`);
  const paid = `Total: ${input.total} (${input.paymentMethod}).`;
  const where = `Delivered to ${input.deliveryAddress}${input.transactionHash ? ` in transaction ${input.transactionHash}` : ''}.`;
  const vault = `See them in your collection: ${input.publicUrl.replace(/\/$/, '')}/vault`;
  return {
    template: 'purchase-receipt',
    subject,
    text: textBody([intro, ...items, paid, where, vault]),
    html: renderLayout({
      preheader: `Order ${input.orderNumber}: ${input.total}`,
      heading: 'Thank you for your purchase',
      paragraphs: [intro, ...items, paid, where],
      footnote: vault,
      publicUrl: input.publicUrl,
    }),
  };
}

export interface CheckoutFailedMailInput {
  handler: string;
  publicUrl: string;
  orderNumber: string;
  releaseName: string;
  reason: string;
}

/** Sent when a primary checkout fails after payment started: why, and that any money taken goes back. */
export function checkoutFailedMail(input: CheckoutFailedMailInput): RenderedMail {
  const subject = `Your Caskmark order ${input.orderNumber} could not be completed`;
  const intro = `@${input.handler}, your order ${input.orderNumber} from ${input.releaseName} could not be completed: ${input.reason}`;
  const money = 'Anything you paid for it is returned to you; the editions you held are available again.';
  const again = `You can try again from the release page: ${input.publicUrl.replace(/\/$/, '')}/marketplace`;
  return {
    template: 'checkout-failed',
    subject,
    text: textBody([intro, money, again]),
    html: renderLayout({ preheader: `Order ${input.orderNumber} could not be completed`, heading: 'Your order could not be completed', paragraphs: [intro, money], footnote: again, publicUrl: input.publicUrl }),
  };
}
