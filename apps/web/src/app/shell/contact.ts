/** Where collectors reach support; the same address the content pages publish. */
export const SUPPORT_EMAIL = 'support@caskmark.test';

/** Caskmark's public channels, linked from the footer. */
export const SOCIAL_LINKS = [
  { name: 'X', href: 'https://x.com/caskmark' },
  { name: 'Instagram', href: 'https://www.instagram.com/caskmark' },
  { name: 'Discord', href: 'https://discord.gg/caskmark' },
  { name: 'Telegram', href: 'https://t.me/caskmark' },
] as const;
