import { z } from 'zod';

/** The console's users section (issue 16, decision 292): staff only. */
export const UserSearchQuerySchema = z.object({ q: z.string().trim().min(2, 'Type at least two characters.').max(200) });

export const StaffUserSchema = z.object({
  publicPk: z.uuid(),
  handler: z.string(),
  email: z.string().nullable(),
  groups: z.array(z.string()),
  locked: z.boolean(),
  createdAt: z.string(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;
export const StaffUserListSchema = z.object({ results: z.array(StaffUserSchema) });

export const StaffUserDetailSchema = StaffUserSchema.extend({
  wallets: z.array(z.object({ address: z.string(), isManaged: z.boolean(), createdAt: z.string() })),
  orders: z.array(z.object({ publicPk: z.uuid(), status: z.string(), paymentMethod: z.string().nullable(), amountPaidCents: z.number().int().nullable(), createdAt: z.string() })),
  bids: z.array(z.object({ publicPk: z.uuid(), releasePackPk: z.uuid(), amountCents: z.number().int(), createdAt: z.string() })),
  redemptions: z.array(z.object({ publicPk: z.uuid(), status: z.string(), redeemType: z.string(), createdAt: z.string() })),
});
export type StaffUserDetail = z.infer<typeof StaffUserDetailSchema>;

export const LockBodySchema = z.object({ reason: z.string().trim().min(1, 'Give a reason.').max(500) });
export const RoleBodySchema = z.object({
  group: z.string().trim().min(1).max(120).regex(/^[^\s]+$/, 'A group name has no spaces (brand names use underscores).'),
  code: z.string().trim().max(12).optional().describe('A TOTP code when MFA was not proven in the last 10 minutes'),
  reason: z.string().trim().min(1, 'Give a reason.').max(500),
});
