import { describe, expect, it } from 'vitest';
import type { ProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import { preApprovalTag } from './proof-status';

const proof = (status: ProofOfFunds['status'], extra: Partial<ProofOfFunds> = {}): ProofOfFunds => ({
  publicPk: '00000000-0000-4000-8000-000000000001',
  status,
  firstName: 'Ava',
  lastName: 'Lind',
  address: '1 Cask Lane',
  addressLine: null,
  city: 'Austin',
  state: 'TX',
  postcode: '73301',
  dob: '01/02/1980',
  phone: '+1 512 555 0100',
  country: 'USA',
  amountUsd: 100_000,
  files: [],
  rejectReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  reviewedAt: null,
  ...extra,
});

describe('preApprovalTag (spec part 1 §4)', () => {
  it('shows nothing before the first request', () => {
    expect(preApprovalTag(null)).toBeNull();
    expect(preApprovalTag(undefined)).toBeNull();
  });
  it('is green with the approved amount once approved, and a higher one may be asked', () => {
    expect(preApprovalTag(proof('approved', { amountUsd: 85_000 }))).toEqual({ label: 'Approved $85,000', color: 'green', canRequest: true, detail: null });
  });
  it('shows cents only when there are some', () => {
    expect(preApprovalTag(proof('approved', { amountUsd: 85_000.5 }))?.label).toBe('Approved $85,000.50');
  });
  it('is yellow and disables the trigger while pending', () => {
    expect(preApprovalTag(proof('pending'))).toMatchObject({ label: 'Pending', color: 'yellow', canRequest: false, detail: '$100,000 is being validated.' });
  });
  it('is yellow with the reason after a rejection, and a new request may be sent', () => {
    expect(preApprovalTag(proof('rejected', { rejectReason: 'The statement is older than 90 days.' }))).toEqual({
      label: 'Rejected',
      color: 'yellow',
      canRequest: true,
      detail: 'The statement is older than 90 days.',
    });
  });
});
