import { randomInt } from 'node:crypto';
import { and, asc, eq, lte } from 'drizzle-orm';
import { carrierSandboxEvents, carrierSandboxShipments } from '@caskmark/db';
import type { AppContext } from '../../context';
import { ORIGIN, planEvents, statusOf } from './event-plan';

export interface SandboxBooking {
  /** The shipper's own reference (one booking per reference: booking twice answers the first). */
  reference: string;
  destinationCountry: string;
  destinationCity: string;
  weightKg: number;
}

export interface SandboxScan {
  statusCode: string;
  description: string;
  location: string;
  timestamp: Date;
}

export interface SandboxTracking {
  trackingNumber: string;
  service: string;
  status: 'pre-transit' | 'transit' | 'delivered';
  /** Oldest first; only scans the business clock has reached. */
  events: SandboxScan[];
}

/** A DHL Express waybill: ten digits, the last a mod-7 check digit. */
function newWaybill(): string {
  const body = String(randomInt(100_000_000, 999_999_999));
  return `${body}${Number(BigInt(body) % 7n)}`;
}

/** Books a parcel (a label exists, nothing moves yet); idempotent by reference. */
export async function bookSandboxShipment(context: AppContext, booking: SandboxBooking): Promise<{ trackingNumber: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const inserted = await context.db
      .insert(carrierSandboxShipments)
      .values({
        trackingNumber: newWaybill(),
        reference: booking.reference,
        service: booking.destinationCountry.toUpperCase() === ORIGIN.country ? 'express-domestic' : 'express-worldwide',
        originCountry: ORIGIN.country,
        destinationCountry: booking.destinationCountry.toUpperCase(),
        destinationCity: booking.destinationCity,
        weightKg: booking.weightKg.toFixed(2),
        createdAt: context.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ trackingNumber: carrierSandboxShipments.trackingNumber });
    if (inserted[0]) return inserted[0];
    const [existing] = await context.db.select({ trackingNumber: carrierSandboxShipments.trackingNumber }).from(carrierSandboxShipments).where(eq(carrierSandboxShipments.reference, booking.reference));
    if (existing) return existing;
    // A waybill collision: draw another.
  }
  throw new Error('Could not allocate a waybill number');
}

/**
 * The warehouse hands the parcel to the courier: its scans are planned from now on the business
 * clock, once (a second hand-over changes nothing). Answers false for a waybill the carrier never issued.
 */
export async function handOverSandboxShipment(context: AppContext, trackingNumber: string): Promise<boolean> {
  return context.db.transaction(async (tx) => {
    const [shipment] = await tx.select().from(carrierSandboxShipments).where(eq(carrierSandboxShipments.trackingNumber, trackingNumber)).for('update');
    if (!shipment) return false;
    if (shipment.handedOverAt) return true;
    const now = context.clock.now();
    await tx.update(carrierSandboxShipments).set({ handedOverAt: now }).where(eq(carrierSandboxShipments.publicPk, shipment.publicPk));
    const plan = planEvents(shipment.destinationCountry, shipment.destinationCity);
    await tx.insert(carrierSandboxEvents).values(
      plan.map((event, sequence) => ({
        shipmentPk: shipment.publicPk,
        sequence,
        statusCode: event.statusCode,
        description: event.description,
        location: event.location,
        happensAt: new Date(now.getTime() + event.afterHours * 3_600_000),
      })),
    );
    return true;
  });
}

/** What the carrier knows of a waybill at the business clock's now; null if it never issued it. */
export async function trackSandboxShipment(context: AppContext, trackingNumber: string): Promise<SandboxTracking | null> {
  const [shipment] = await context.db.select().from(carrierSandboxShipments).where(eq(carrierSandboxShipments.trackingNumber, trackingNumber));
  if (!shipment) return null;
  const scans = await context.db
    .select()
    .from(carrierSandboxEvents)
    .where(and(eq(carrierSandboxEvents.shipmentPk, shipment.publicPk), lte(carrierSandboxEvents.happensAt, context.clock.now())))
    .orderBy(asc(carrierSandboxEvents.sequence));
  return {
    trackingNumber: shipment.trackingNumber,
    service: shipment.service,
    status: statusOf(scans.at(-1)?.statusCode ?? null),
    events: scans.map((scan) => ({ statusCode: scan.statusCode, description: scan.description, location: scan.location, timestamp: scan.happensAt })),
  };
}
