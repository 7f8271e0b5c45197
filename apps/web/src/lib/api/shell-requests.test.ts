import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { serverOffset } from './get-system-time';
import { NEWSLETTER_DUPLICATE_MESSAGE } from '@caskmark/shared/api/communication';
import { isDuplicateSignup } from './subscribe-newsletter';

describe('serverOffset', () => {
  it('compares the server time with the middle of the round trip', () => {
    expect(serverOffset(10_500, 1_000, 2_000)).toBe(9_000);
    expect(serverOffset(1_400, 1_000, 2_000)).toBe(-100);
  });

  it('ignores an unreadable server time', () => {
    expect(serverOffset(Number.NaN, 1_000, 2_000)).toBe(0);
  });
});

describe('isDuplicateSignup', () => {
  it('treats the unique-set 400 as an existing subscription (spec part 1 §8)', () => {
    const body = { nonFieldErrors: [NEWSLETTER_DUPLICATE_MESSAGE] };
    expect(isDuplicateSignup(new ApiError(400, body, [NEWSLETTER_DUPLICATE_MESSAGE]))).toBe(true);
  });

  it('does not hide other refusals', () => {
    expect(isDuplicateSignup(new ApiError(400, {}, ['Please provide a valid email address!']))).toBe(false);
    expect(isDuplicateSignup(new ApiError(500, {}, [NEWSLETTER_DUPLICATE_MESSAGE]))).toBe(false);
    expect(isDuplicateSignup(new Error(NEWSLETTER_DUPLICATE_MESSAGE))).toBe(false);
  });
});
