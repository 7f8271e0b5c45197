import { describe, expect, it } from 'vitest';
import { escapeHtml } from './layout';
import { newEmailCodeMail, passwordResetMail, verificationCodeMail } from './templates';

const input = { code: '042917', handler: 'ava', publicUrl: 'https://caskmark.test', validMinutes: 10 };

describe('mail templates', () => {
  it.each([
    ['verification', verificationCodeMail(input), 'Verification code: 042917'],
    ['password reset', passwordResetMail(input), 'Reset code: 042917'],
    ['new e-mail', newEmailCodeMail({ ...input, kind: 'sign-in' }), 'Confirmation code: 042917'],
  ])('%s: the code is in the text part and in the HTML, the subject never carries it', (_name, mail, line) => {
    expect(mail.text).toContain(line);
    expect(mail.text).toContain('expires in 10 minutes');
    expect(mail.html).toContain('>042917<');
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.subject).not.toContain('042917');
  });

  it('escapes what it interpolates', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
    const mail = verificationCodeMail({ ...input, handler: '<script>' });
    expect(mail.html).not.toContain('<script>');
  });

  it('says which address the new e-mail is for', () => {
    expect(newEmailCodeMail({ ...input, kind: 'communication' }).text).toContain('receive notifications about your collection');
    expect(newEmailCodeMail({ ...input, kind: 'sign-in' }).text).toContain('sign in and receive mail');
  });
});
