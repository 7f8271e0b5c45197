import { z } from 'zod';
import { emailField } from './fields';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_REQUIRED_MESSAGE = 'Required Field';
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 8 characters long';
export const PASSWORD_NEEDS_NUMBER_MESSAGE = 'Password must have a number';
/** Shown for leading or trailing whitespace (as written). */
export const PASSWORD_WHITESPACE_MESSAGE = 'Password must be at least 8 characters and contain at least 1 number';
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
export const SIGN_UP_EMAIL_REQUIRED_MESSAGE = 'Required Field';
export const INVALID_EMAIL_ADDRESS_MESSAGE = 'Invalid Email Address';
export const LOGIN_REQUIRED_MESSAGE = 'Please enter your username and password';
export const CODE_LENGTH = 6;
export const CODE_REQUIRED_MESSAGE = 'Please enter the verification code';
export const CODE_INVALID_MESSAGE = 'Please enter the 6-digit verification code';
export const RESET_REQUIRED_MESSAGE = 'Please enter verification code and password';
export const FORGOT_PASSWORD_EMAIL_MESSAGE = 'Please enter a valid email';

/** Password rules for sign up, reset and new password. Not trimmed: whitespace at either end is an error. */
export const PasswordSchema = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .prefault('')
  .superRefine((password, ctx) => {
    if (password === '') return void ctx.addIssue({ code: 'custom', message: PASSWORD_REQUIRED_MESSAGE });
    if (password !== password.trim()) return void ctx.addIssue({ code: 'custom', message: PASSWORD_WHITESPACE_MESSAGE });
    if (password.length < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_SHORT_MESSAGE });
    if (!/\d/.test(password)) ctx.addIssue({ code: 'custom', message: PASSWORD_NEEDS_NUMBER_MESSAGE });
  });

/** A six-digit verification or authenticator code. */
export const VerificationCodeSchema = z
  .string({ error: CODE_REQUIRED_MESSAGE })
  .trim()
  .prefault('')
  .superRefine((code, ctx) => {
    if (code === '') ctx.addIssue({ code: 'custom', message: CODE_REQUIRED_MESSAGE });
    else if (!/^\d{6}$/.test(code)) ctx.addIssue({ code: 'custom', message: CODE_INVALID_MESSAGE });
  });

/** Whether a code input should auto-submit (it does at 6 characters). */
export function isCodeComplete(code: string): boolean {
  return code.trim().length === CODE_LENGTH;
}

export const SignUpFormSchema = z
  .object({
    email: emailField(SIGN_UP_EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_ADDRESS_MESSAGE),
    password: PasswordSchema,
    confirmPassword: z.string().prefault(''),
  })
  .superRefine((form, ctx) => {
    if (form.confirmPassword === '') ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORD_REQUIRED_MESSAGE });
    else if (form.confirmPassword !== form.password) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
  });
export type SignUpForm = z.output<typeof SignUpFormSchema>;

/** Sign in: both fields required, one message for either missing. */
export const SignInFormSchema = z
  .object({ email: z.string().trim().prefault(''), password: z.string().prefault('') })
  .superRefine((form, ctx) => {
    if (!form.email || !form.password) ctx.addIssue({ code: 'custom', path: [], message: LOGIN_REQUIRED_MESSAGE });
  });
export type SignInForm = z.output<typeof SignInFormSchema>;

export const ForgotPasswordFormSchema = z.object({
  email: emailField(FORGOT_PASSWORD_EMAIL_MESSAGE, FORGOT_PASSWORD_EMAIL_MESSAGE),
});

/** Step 2 of forgot password: code and new password; both missing gives one message. */
export const ResetPasswordFormSchema = z
  .object({ code: z.string().trim().prefault(''), password: z.string().prefault('') })
  .superRefine((form, ctx) => {
    if (!form.code && !form.password) return void ctx.addIssue({ code: 'custom', path: [], message: RESET_REQUIRED_MESSAGE });
    const code = VerificationCodeSchema.safeParse(form.code);
    if (!code.success) ctx.addIssue({ code: 'custom', path: ['code'], message: code.error.issues[0]?.message ?? CODE_INVALID_MESSAGE });
    const password = PasswordSchema.safeParse(form.password);
    if (!password.success) {
      for (const issue of password.error.issues) ctx.addIssue({ code: 'custom', path: ['password'], message: issue.message });
    }
  });
export type ResetPasswordForm = z.output<typeof ResetPasswordFormSchema>;

export const VerifyAccountFormSchema = z.object({
  email: emailField(SIGN_UP_EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_ADDRESS_MESSAGE),
  code: VerificationCodeSchema,
});

/** Add Email: the address, then its six-digit code. */
export const AddEmailFormSchema = z.object({
  email: emailField(SIGN_UP_EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_ADDRESS_MESSAGE),
});
export const VerifyEmailFormSchema = z.object({
  email: emailField(SIGN_UP_EMAIL_REQUIRED_MESSAGE, INVALID_EMAIL_ADDRESS_MESSAGE),
  inputVerificationCode: VerificationCodeSchema,
});
