import { describe, expect, it } from 'vitest';
import { CONTACT_TOPICS, mailtoFor, SUPPORT_EMAIL } from './contact-topics';

describe('get in touch mailto links', () => {
  it('address collector support with the subject and prompts encoded', () => {
    const link = mailtoFor({ subject: 'Order & payment?', prompts: ['Order number:', 'What happened:'] });
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe(SUPPORT_EMAIL);
    expect(url.searchParams.get('subject')).toBe('Order & payment?');
    expect(url.searchParams.get('body')).toBe('Order number:\n\nWhat happened:\n\n');
    expect(link).not.toContain(' ');
  });

  it('gives every topic its own id and subject', () => {
    expect(new Set(CONTACT_TOPICS.map((topic) => topic.id)).size).toBe(CONTACT_TOPICS.length);
    expect(new Set(CONTACT_TOPICS.map((topic) => topic.subject)).size).toBe(CONTACT_TOPICS.length);
  });
});
