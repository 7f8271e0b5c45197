import { inArray } from 'drizzle-orm';
import { users } from '@caskmark/db';
import { STAFF_REDEMPTION_MESSAGES as MESSAGES, type StaffRedemption } from '@caskmark/shared/api/staff-redemptions';
import type { AppContext } from '../../context';
import { recordAudit, type AuditActor } from '../../platform/audit-log';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { addNote, carrierOf, moveRedemption, presentStaffRedemption, redemptionByPk, redemptionsInStatus, viewsOf, type RedemptionRecordStatus, type RedemptionRow } from '../../modules/redemption/public';
import { sendRedemptionMail } from './redemption-mail';
import { shipmentOf } from './redemption-reads';

const FILTERS: Record<string, RedemptionRecordStatus[]> = {
  open: ['paid', 'confirmed', 'shipped'],
  all: ['pending', 'paid', 'confirmed', 'shipped', 'delivered', 'cancelled'],
};

export async function staffRedemptions(context: AppContext, filter: string): Promise<StaffRedemption[]> {
  const rows = await redemptionsInStatus(context.db, FILTERS[filter] ?? [filter as RedemptionRecordStatus]);
  return presentForStaff(context, rows);
}

async function presentForStaff(context: AppContext, rows: RedemptionRow[]): Promise<StaffRedemption[]> {
  const owners = rows.length
    ? await context.db.select({ publicPk: users.publicPk, handler: users.handler, email: users.email, communicationEmail: users.communicationEmail }).from(users).where(inArray(users.publicPk, [...new Set(rows.map((row) => row.userPk))]))
    : [];
  const byPk = new Map(owners.map((owner) => [owner.publicPk, { handler: owner.handler, email: owner.communicationEmail ?? owner.email }]));
  const views = await viewsOf(context.db, rows);
  return Promise.all(views.map(async (view) => presentStaffRedemption(view, byPk.get(view.row.userPk) ?? { handler: '?', email: null }, await shipmentOf(context, view.row))));
}

export async function staffRedemption(context: AppContext, publicPk: string): Promise<StaffRedemption> {
  const row = await redemptionByPk(context.db, publicPk);
  if (!row) throw notFound('Redemption');
  return (await presentForStaff(context, [row]))[0]!;
}

const snapshot = (row: RedemptionRow) => ({ status: row.status, trackingCode: row.trackingCode, confirmedAt: row.confirmedAt, shippedAt: row.shippedAt, deliveredAt: row.deliveredAt });

/** One staff move of a request, in one transaction with its audit row (decision 201). */
async function staffMove(context: AppContext, actor: AuditActor, publicPk: string, action: string, from: RedemptionRecordStatus[], changes: Parameters<typeof moveRedemption>[3], refusal: string): Promise<RedemptionRow> {
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const before = await redemptionByPk(tx, publicPk);
    if (!before) throw notFound('Redemption');
    const after = await moveRedemption(tx, publicPk, from, { ...changes, updatedAt: now });
    if (!after) throw conflict(refusal, { code: 'wrong_status' });
    await recordAudit(tx, actor, { action, subjectType: 'redemption', subjectPk: publicPk, before: snapshot(before), after: snapshot(after) }, now);
    return after;
  });
}

export async function addStaffNote(context: AppContext, actor: AuditActor, publicPk: string, body: string): Promise<void> {
  const now = context.clock.now();
  await context.db.transaction(async (tx) => {
    const row = await redemptionByPk(tx, publicPk);
    if (!row) throw notFound('Redemption');
    const note = await addNote(tx, { redemptionPk: publicPk, authorPk: actor.userPk, authorHandler: actor.handler, body, createdAt: now });
    await recordAudit(tx, actor, { action: 'redemption.note', subjectType: 'redemption', subjectPk: publicPk, after: { note: note.publicPk, body } }, now);
  });
}

/** Packed (shipping) or Ready for Pickup: the bottle is out of the bond and waiting. */
export async function markPacked(context: AppContext, actor: AuditActor, publicPk: string): Promise<void> {
  const row = await redemptionByPk(context.db, publicPk);
  if (!row) throw notFound('Redemption');
  if (row.status === 'pending') throw badRequest(MESSAGES.notPaid, { code: 'not_paid' });
  await staffMove(context, actor, publicPk, row.redeemType === 'pickUp' ? 'redemption.ready_for_pickup' : 'redemption.pack', ['paid'], { status: 'confirmed', confirmedAt: context.clock.now() }, MESSAGES.notPaid);
}

/** Books the parcel with the carrier (a waybill for the label); booking again answers the same waybill. */
export async function bookShipment(context: AppContext, actor: AuditActor, publicPk: string): Promise<{ trackingCode: string; carrier: string }> {
  const row = await redemptionByPk(context.db, publicPk);
  if (!row) throw notFound('Redemption');
  if (row.redeemType !== 'shipping') throw badRequest(MESSAGES.notShipping, { code: 'not_shipping' });
  if (row.status !== 'confirmed') throw badRequest(MESSAGES.notConfirmed, { code: 'not_confirmed' });
  const carrier = carrierOf(context);
  const { trackingNumber } = await carrier.bookShipment({
    reference: row.publicPk,
    destinationCountry: row.countryCode,
    destinationCity: row.details.city,
    destinationPostcode: row.details.postcode,
    weightKg: Number(row.weightKg),
    recipient: { name: `${row.details.firstName} ${row.details.lastName}`, phone: row.details.phone, addressLines: [row.details.address, row.details.addressLine ?? ''].filter(Boolean), state: row.details.state },
  });
  await context.db.transaction(async (tx) => recordAudit(tx, actor, { action: 'redemption.book_shipment', subjectType: 'redemption', subjectPk: publicPk, after: { trackingCode: trackingNumber, carrier: carrier.name } }, context.clock.now()));
  return { trackingCode: trackingNumber, carrier: carrier.name };
}

/** The parcel leaves with its tracking code (the carrier must know it); the collector is told. */
export async function markShipped(context: AppContext, actor: AuditActor, publicPk: string, trackingCode: string): Promise<void> {
  const row = await redemptionByPk(context.db, publicPk);
  if (!row) throw notFound('Redemption');
  if (row.redeemType !== 'shipping') throw badRequest(MESSAGES.notShipping, { code: 'not_shipping' });
  if (row.status === 'shipped' || row.status === 'delivered') throw conflict(MESSAGES.alreadyShipped, { code: 'already_shipped' });
  if (row.status !== 'confirmed') throw badRequest(MESSAGES.notConfirmed, { code: 'not_confirmed' });
  const carrier = carrierOf(context);
  if (!(await carrier.handOver(trackingCode))) throw badRequest(MESSAGES.unknownTracking, { code: 'unknown_tracking', fieldErrors: { trackingCode: [MESSAGES.unknownTracking] } });
  await staffMove(context, actor, publicPk, 'redemption.ship', ['confirmed'], { status: 'shipped', trackingCode, carrier: carrier.name, shippedAt: context.clock.now() }, MESSAGES.notConfirmed);
  await sendRedemptionMail(context, publicPk, 'shipped');
}

/** A pickup is collected at the location: delivered. */
export async function markPickedUp(context: AppContext, actor: AuditActor, publicPk: string): Promise<void> {
  const row = await redemptionByPk(context.db, publicPk);
  if (!row) throw notFound('Redemption');
  if (row.redeemType !== 'pickUp') throw badRequest(MESSAGES.notPickup, { code: 'not_pickup' });
  await staffMove(context, actor, publicPk, 'redemption.picked_up', ['confirmed'], { status: 'delivered', deliveredAt: context.clock.now() }, MESSAGES.notConfirmed);
  await sendRedemptionMail(context, publicPk, 'delivered');
}

/**
 * The scheduled task behind "delivered" (decision 272): every shipped parcel is asked of the carrier;
 * a delivered one moves the request to delivered at the carrier's delivery time and the collector is told.
 */
export async function settleDeliveries(context: AppContext): Promise<number> {
  let settled = 0;
  for (const row of await redemptionsInStatus(context.db, ['shipped'])) {
    if (!row.trackingCode) continue;
    const tracked = await Promise.resolve()
      .then(() => carrierOf(context).track(row.trackingCode!))
      .catch(() => null);
    if (tracked?.status !== 'delivered') continue;
    const deliveredAt = tracked.events.at(-1)?.timestamp ?? context.clock.now();
    const moved = await moveRedemption(context.db, row.publicPk, ['shipped'], { status: 'delivered', deliveredAt, updatedAt: context.clock.now() });
    if (moved) settled += 1;
    await sendRedemptionMail(context, row.publicPk, 'delivered');
  }
  return settled;
}
