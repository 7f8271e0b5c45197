import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Caskmark';
const PERIOD_SECONDS = 30;

/**
 * RFC 6238 TOTP (SHA-1, 6 digits, 30 s), what every authenticator app speaks. Codes follow the
 * wall clock, not the business clock: the phone in the user's hand does not know about
 * `/dev/clock`.
 */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export async function totpEnrolment(secret: string, label: string) {
  const otpauthUri = generateURI({ issuer: TOTP_ISSUER, label, secret, period: PERIOD_SECONDS, digits: 6 });
  const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUri, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Accepts the current step and one step either side (phone clocks drift). `afterStep` is the last
 * accepted step: a code of that step or earlier is refused, so a code cannot be replayed in its window.
 * Answers the matched step, or null.
 */
export async function verifyTotp(secret: string, code: string, afterStep: number | null, nowMs = Date.now()): Promise<number | null> {
  const token = code.trim();
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const result = await verify({
      secret,
      token,
      period: PERIOD_SECONDS,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: PERIOD_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
    });
    if (!result.valid) return null;
    return 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : Math.floor(nowMs / 1000 / PERIOD_SECONDS);
  } catch {
    return null;
  }
}
