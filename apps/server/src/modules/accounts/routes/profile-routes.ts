import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { userBackupContacts, userDetails, userShippingAddresses } from '@caskmark/db';
import {
  BackupContactRequestSchema,
  BackupContactSchema,
  ShippingAddressRequestSchema,
  ShippingAddressSchema,
  UserDetailsRequestSchema,
  UserDetailsSchema,
} from '@caskmark/shared/api/account';
import type { AppContext } from '../../../context';
import { AppError, notFound } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { requireUser } from '../../identity/public';
import { backupContactProblems, profileProblems, shippingAddressProblems, type Problems } from '../profile-rules';

const tags = ['account'];
const ErrorSchema = z.object({ code: z.string(), message: z.string() }).catchall(z.unknown());
const NotFoundSchema = z.object({ code: z.literal('not_found'), detail: z.string() }).catchall(z.unknown());
const errors = { 400: ErrorSchema, 401: ErrorSchema, 404: NotFoundSchema };

function rejectProblems(problems: Problems) {
  const fields = Object.entries(problems);
  if (!fields.length) return;
  throw new AppError({
    status: 400,
    code: 'invalid',
    message: fields[0][1],
    fieldErrors: Object.fromEntries(fields.map(([field, message]) => [field, [message]])),
  });
}

/** The profile, the default shipping address and the backup contact: one row each per user, only ever the caller's. */
export function registerProfileRoutes(app: App, context: AppContext) {
  const now = () => context.clock.now();

  app.get(
    '/api/account/v2/user-details',
    { schema: { tags, summary: "The caller's profile; 404 until it is first saved", response: { 200: UserDetailsSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      const [row] = await context.db.select().from(userDetails).where(eq(userDetails.userPk, principal.userPk));
      if (!row) throw notFound('User details');
      return presentDetails(row);
    },
  );

  app.post(
    '/api/account/v2/user-details',
    {
      schema: {
        tags,
        summary: 'Save the profile (title, firstName, lastName, dob YYYY-MM-DD aged 18–100, country alpha-3, state, city)',
        body: UserDetailsRequestSchema,
        response: { 200: UserDetailsSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const body = request.body;
      rejectProblems(profileProblems({ ...body, dob: body.dob ?? undefined }, now()));
      const values = {
        title: body.title,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        dob: body.dob || null,
        country: body.country.trim().toUpperCase(),
        state: body.state.trim(),
        city: body.city.trim(),
        updatedAt: now(),
      };
      const [row] = await context.db
        .insert(userDetails)
        .values({ userPk: principal.userPk, ...values, createdAt: now() })
        .onConflictDoUpdate({ target: userDetails.userPk, set: values })
        .returning();
      return presentDetails(row);
    },
  );

  app.get(
    '/api/account/v2/user/shipping-address',
    { schema: { tags, summary: "The caller's default shipping address; 404 when none", response: { 200: ShippingAddressSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      const [row] = await context.db.select().from(userShippingAddresses).where(eq(userShippingAddresses.userPk, principal.userPk));
      if (!row) throw notFound('Shipping address');
      return presentAddress(row);
    },
  );

  app.post(
    '/api/account/v2/user/shipping-address',
    {
      schema: { tags, summary: 'Save the default shipping address', body: ShippingAddressRequestSchema, response: { 200: ShippingAddressSchema, ...errors } },
    },
    async (request) => {
      const principal = await requireUser(request);
      const body = request.body;
      rejectProblems(shippingAddressProblems(body));
      const values = {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        address: body.address.trim(),
        addressLine: body.addressLine.trim(),
        city: body.city.trim(),
        state: body.state.trim(),
        postcode: body.postcode.trim(),
        country: body.country.trim().toUpperCase(),
        phone: body.phone.trim(),
        updatedAt: now(),
      };
      const [row] = await context.db
        .insert(userShippingAddresses)
        .values({ userPk: principal.userPk, ...values, createdAt: now() })
        .onConflictDoUpdate({ target: userShippingAddresses.userPk, set: values })
        .returning();
      return presentAddress(row);
    },
  );

  app.get(
    '/api/account/v2/user/backup-contact',
    { schema: { tags, summary: "The caller's backup contact; 404 when none", response: { 200: BackupContactSchema, ...errors } } },
    async (request) => {
      const principal = await requireUser(request);
      const [row] = await context.db.select().from(userBackupContacts).where(eq(userBackupContacts.userPk, principal.userPk));
      if (!row) throw notFound('Backup contact');
      return presentContact(row);
    },
  );

  app.post(
    '/api/account/v2/user/backup-contact',
    {
      schema: {
        tags,
        summary: 'Save the backup contact (someone we may reach about the collection when the owner cannot be reached)',
        body: BackupContactRequestSchema,
        response: { 200: BackupContactSchema, ...errors },
      },
    },
    async (request) => {
      const principal = await requireUser(request);
      const body = request.body;
      rejectProblems(backupContactProblems(body));
      const values = {
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email.trim().toLowerCase(),
        phone: body.phone.trim(),
        relationship: body.relationship.trim(),
        updatedAt: now(),
      };
      const [row] = await context.db
        .insert(userBackupContacts)
        .values({ userPk: principal.userPk, ...values, createdAt: now() })
        .onConflictDoUpdate({ target: userBackupContacts.userPk, set: values })
        .returning();
      return presentContact(row);
    },
  );
}

function presentDetails(row: typeof userDetails.$inferSelect) {
  const title = (['-', 'Ms', 'Mr'] as const).find((candidate) => candidate === row.title) ?? '-';
  return { publicPk: row.publicPk, title, firstName: row.firstName, lastName: row.lastName, dob: row.dob, country: row.country, state: row.state, city: row.city };
}

function presentAddress(row: typeof userShippingAddresses.$inferSelect) {
  const { publicPk, firstName, lastName, address, addressLine, city, state, postcode, country, phone } = row;
  return { publicPk, firstName, lastName, address, addressLine, city, state, postcode, country, phone };
}

function presentContact(row: typeof userBackupContacts.$inferSelect) {
  const { publicPk, firstName, lastName, email, phone, relationship } = row;
  return { publicPk, firstName, lastName, email, phone, relationship };
}
