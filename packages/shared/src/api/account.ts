import { z } from 'zod';

/** Contracts of the account service (spec part 1 §7 "Account", part 2 §7 "Account service"). */

export const HANDLER_MIN_LENGTH = 3;
export const HANDLER_MAX_LENGTH = 30;
export const HANDLER_LENGTH_MESSAGE = 'Handler must be 3 to 30 characters long';
export const HANDLER_CHARACTERS_MESSAGE = 'Handler can only contain lowercase letters, numbers, _ and -';
export const HANDLER_RESERVED_MESSAGE = 'This handler is reserved';
export const HANDLER_TAKEN_MESSAGE = 'This handler is already taken';

/** Words that would read as Caskmark speaking, or collide with a route (docs/decisions/061). */
export const RESERVED_HANDLERS: ReadonlySet<string> = new Set([
  'about', 'account', 'activity', 'admin', 'administrator', 'announcements', 'api', 'auth', 'billing',
  'brands', 'cart', 'caskmark', 'checkout', 'demo', 'dev', 'faq', 'giveaways', 'graphql', 'help',
  'info', 'listings', 'login', 'logout', 'mail', 'marketplace', 'me', 'media', 'moderator', 'newsletter',
  'null', 'official', 'oidc', 'payments', 'producers', 'profile', 'root', 'security', 'services',
  'settings', 'signin', 'signup', 'staff', 'support', 'system', 'undefined', 'vault', 'wallet', 'www',
]);

/** Handlers are compared case-insensitively: input is trimmed and lowercased first. */
export const HandlerSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(HANDLER_MIN_LENGTH, HANDLER_LENGTH_MESSAGE)
  .max(HANDLER_MAX_LENGTH, HANDLER_LENGTH_MESSAGE)
  .regex(/^[a-z0-9_-]+$/, HANDLER_CHARACTERS_MESSAGE)
  .refine((handler) => !RESERVED_HANDLERS.has(handler), HANDLER_RESERVED_MESSAGE);

export const ConnectedWalletSchema = z.object({
  address: z.string(),
  walletProvider: z.string(),
  balance: z.string().describe('ETH, as a decimal string'),
});

/** The user session of spec part 2 §3 (the client adds `token`, the id token it holds). */
export const UserInfoSchema = z.object({
  publicPk: z.uuid(),
  userInfoPublicPk: z.uuid(),
  username: z.string(),
  handler: z.string(),
  email: z.string().nullable().describe('Where we write to: the communication e-mail of wallet accounts, else the sign-in e-mail'),
  cognitoEmail: z.string().nullable().describe('The sign-in e-mail at the identity provider'),
  isManagedEmail: z.boolean(),
  communicationEmailIsVerified: z.boolean(),
  connectedWallets: z.array(ConnectedWalletSchema),
  groups: z.array(z.string()),
  allowPasswordReset: z.boolean(),
  cognitoIsWallet: z.boolean(),
  federatedUser: z.boolean(),
  federatedProvider: z.enum(['google', 'apple']).nullable(),
  userDetailsPublicPk: z.uuid().nullable(),
  mfaEnabled: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const UserInfoLoginRequestSchema = z.object({ token: z.string().min(1).max(4000).describe('The id token just received') });

export const UserHandlerSchema = z.object({ handler: z.string() });
export const UpdateHandlerRequestSchema = z.object({ handler: z.string().max(100) });
export const HandlerSearchQuerySchema = z.object({ handler: z.string().trim().min(1).max(100) });
export const HandlerSearchResponseSchema = z.object({
  handler: z.string().describe('The query, normalised (trimmed, lowercased)'),
  available: z.boolean().describe('True when the caller may take this handler now'),
  reason: z.string().nullable().describe('Why not, in the words of the handler rules'),
  results: z.array(z.object({ handler: z.string() })).describe('Up to 10 existing handlers starting with the query'),
});

export const PROFILE_TITLES = ['-', 'Ms', 'Mr'] as const;
const IsoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

export const UserDetailsRequestSchema = z.object({
  title: z.enum(PROFILE_TITLES).optional().default('-'),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  dob: IsoDay.nullable().optional(),
  country: z.string().max(100),
  state: z.string().max(100).optional().default(''),
  city: z.string().max(100),
});
export const UserDetailsSchema = z.object({
  publicPk: z.uuid(),
  title: z.enum(PROFILE_TITLES),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string().nullable(),
  country: z.string(),
  state: z.string(),
  city: z.string(),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

export const ShippingAddressRequestSchema = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  address: z.string().max(200),
  addressLine: z.string().max(200).optional().default(''),
  city: z.string().max(100),
  state: z.string().max(100).optional().default(''),
  postcode: z.string().max(20),
  country: z.string().max(3).describe('ISO 3166 alpha-3 code'),
  phone: z.string().max(40),
});
export const ShippingAddressSchema = ShippingAddressRequestSchema.extend({ publicPk: z.uuid() }).required();
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

export const BackupContactRequestSchema = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  email: z.string().max(320),
  phone: z.string().max(40).optional().default(''),
  relationship: z.string().max(100).optional().default(''),
});
export const BackupContactSchema = BackupContactRequestSchema.extend({ publicPk: z.uuid() }).required();
export type BackupContact = z.infer<typeof BackupContactSchema>;

export const EditionsCountQuerySchema = z.object({
  exclude_release_pack: z.uuid().optional().describe('Leave out editions of this release pack'),
});
export const EditionsCountSchema = z.object({ count: z.number().int() });

export const EmailAddRequestSchema = z.object({ email: z.string().max(320) });
export const EmailVerifyRequestSchema = z.object({ email: z.string().max(320), inputVerificationCode: z.string().max(32) });
export const EmailAddResponseSchema = z.object({ email: z.string(), codeSent: z.literal(true) });
export const EmailVerifyResponseSchema = z.object({ email: z.string(), verified: z.literal(true) });
/** The add calls answer `{ email: [messages] }`; the verify calls answer a bare list (spec part 1 §7). */
export const EmailAddErrorSchema = z.object({ code: z.string(), email: z.array(z.string()) }).catchall(z.unknown());
export const EmailVerifyErrorSchema = z.array(z.string());
