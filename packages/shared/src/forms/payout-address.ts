import { getAddress, isAddress } from 'viem';
import { z } from 'zod';

export const PAYOUT_ADDRESS_REQUIRED_MESSAGE = 'Please enter your desired payout address';
export const PAYOUT_ADDRESS_INVALID_MESSAGE = 'Please enter a valid payout address';
export const WALLET_ADDRESS_INVALID_MESSAGE = 'Please enter a valid wallet address';
export const WALLET_ADDRESS_LENGTH = 42;

/**
 * An Ethereum address in checksum form, or null. All-lowercase (or all-uppercase) hex is accepted and
 * normalised; mixed case must carry a correct EIP-55 checksum.
 */
export function toChecksumAddress(value: string): `0x${string}` | null {
  const trimmed = value.trim();
  if (trimmed.length !== WALLET_ADDRESS_LENGTH || !isAddress(trimmed, { strict: false })) return null;
  const body = trimmed.slice(2);
  const mixedCase = body !== body.toLowerCase() && body !== body.toUpperCase();
  if (mixedCase && !isAddress(trimmed, { strict: true })) return null;
  return getAddress(trimmed.toLowerCase());
}

/** A required wallet address normalised to checksum form. */
export function checksumAddressField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .max(WALLET_ADDRESS_LENGTH, invalidMessage)
    .prefault('')
    .transform((value, ctx) => {
      if (!value) {
        ctx.addIssue({ code: 'custom', message: requiredMessage });
        return z.NEVER;
      }
      const address = toChecksumAddress(value);
      if (!address) {
        ctx.addIssue({ code: 'custom', message: invalidMessage });
        return z.NEVER;
      }
      return address;
    });
}

/** The payout address of listings and accepted offers. */
export const PayoutAddressSchema = checksumAddressField(PAYOUT_ADDRESS_REQUIRED_MESSAGE, PAYOUT_ADDRESS_INVALID_MESSAGE);
