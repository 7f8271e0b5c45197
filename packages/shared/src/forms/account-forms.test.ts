import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ForgotPasswordFormSchema,
  isCodeComplete,
  PasswordSchema,
  ResetPasswordFormSchema,
  SignInFormSchema,
  SignUpFormSchema,
  VerificationCodeSchema,
} from './auth';
import { NewsletterFormSchema } from './email';
import { toFieldErrors } from './field-errors';
import { createProfileFormSchema } from './profile';
import { EarlyAccessFormSchema } from './early-access';

function errorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  return result.success ? {} : toFieldErrors(result.error);
}

describe('password rules', () => {
  it.each([
    ['', ['Required Field']],
    ['short1', ['Password must be at least 8 characters long']],
    ['longenough', ['Password must have a number']],
    ['short', ['Password must be at least 8 characters long', 'Password must have a number']],
    [' padded123', ['Password must be at least 8 characters and contain at least 1 number']],
    ['padded123 ', ['Password must be at least 8 characters and contain at least 1 number']],
    ['correct1horse', []],
  ])('%j → %j', (password, messages) => {
    expect(errorsOf(PasswordSchema, password).nonFieldErrors ?? []).toEqual(messages);
  });

  it('sign up needs an e-mail and matching passwords', () => {
    expect(errorsOf(SignUpFormSchema, {})).toEqual({ email: ['Required Field'], password: ['Required Field'], confirmPassword: ['Required Field'] });
    expect(errorsOf(SignUpFormSchema, { email: 'not-an-email', password: 'secret123', confirmPassword: 'secret124' })).toEqual({
      email: ['Invalid Email Address'],
      confirmPassword: ['Passwords do not match'],
    });
    expect(SignUpFormSchema.parse({ email: ' Ann@Example.COM ', password: 'secret123', confirmPassword: 'secret123' }).email).toBe('ann@example.com');
  });

  it('login asks for both fields with one message', () => {
    expect(errorsOf(SignInFormSchema, { email: 'a@b.co' })).toEqual({ nonFieldErrors: ['Please enter your username and password'] });
    expect(errorsOf(SignInFormSchema, { email: 'a@b.co', password: 'x' })).toEqual({});
  });
});

describe('verification codes', () => {
  it.each([
    ['', 'Please enter the verification code'],
    ['12345', 'Please enter the 6-digit verification code'],
    ['12a456', 'Please enter the 6-digit verification code'],
  ])('%j → %s', (code, message) => {
    expect(errorsOf(VerificationCodeSchema, code).nonFieldErrors).toEqual([message]);
  });

  it('accepts six digits and auto-submits at 6 characters', () => {
    expect(VerificationCodeSchema.parse(' 123456 ')).toBe('123456');
    expect(isCodeComplete('12345')).toBe(false);
    expect(isCodeComplete('123456')).toBe(true);
  });

  it('forgot password: an empty e-mail, and a reset without code and password, get the spec messages', () => {
    expect(errorsOf(ForgotPasswordFormSchema, { email: '' })).toEqual({ email: ['Please enter a valid email'] });
    expect(errorsOf(ResetPasswordFormSchema, {})).toEqual({ nonFieldErrors: ['Please enter verification code and password'] });
    expect(errorsOf(ResetPasswordFormSchema, { code: '123456', password: 'abc' })).toEqual({
      password: ['Password must be at least 8 characters long', 'Password must have a number'],
    });
  });
});

describe('newsletter and early access', () => {
  it.each([
    [{}, { email: ['Please enter your email address'] }],
    [{ email: 'nope' }, { email: ['Please provide a valid email address!'] }],
    [{ email: 'ann@example.com', partner: 'glenfoo' }, {}],
  ])('%o → %o', (input, errors) => {
    expect(errorsOf(NewsletterFormSchema, input)).toEqual(errors);
  });

  it('the early-access password is required', () => {
    expect(errorsOf(EarlyAccessFormSchema, { code: '  ' })).toEqual({ code: ['Please enter the lobby password'] });
    expect(EarlyAccessFormSchema.parse({ code: ' VIP ' })).toEqual({ code: 'VIP' });
  });
});

describe('profile form', () => {
  const schema = createProfileFormSchema({ now: new Date('2026-11-22T12:00:00Z') });
  const valid = { title: 'Ms', firstName: 'Ann', lastName: 'Lee', city: 'Austin', country: 'usa' };

  it('requires first name, last name, city and country with the spec messages', () => {
    expect(errorsOf(schema, {})).toEqual({
      firstName: ['Please provide your first name!'],
      lastName: ['Please provide your last name!'],
      city: ['City is required!'],
      country: ['Country is required!'],
    });
  });

  it.each([
    ['2008-11-22', true],
    ['2008-11-23', false],
    ['1926-11-22', true],
    ['1925-11-22', false],
    ['2030-01-01', false],
    ['not a date', false],
  ])('a date of birth of %s is accepted (18 to 100): %s', (dob, ok) => {
    expect(errorsOf(schema, { ...valid, dob })).toEqual(ok ? {} : { dob: ['Enter a valid date of birth'] });
  });

  it('the date of birth is optional and the country is upper-cased', () => {
    const profile = schema.parse(valid);
    expect(profile).toMatchObject({ country: 'USA', title: 'Ms' });
    expect(profile.dob).toBeUndefined();
  });
});
