import type { RedemptionRequest, Shipment } from '@caskmark/shared/api/redemption';
import type { StaffRedemption } from '@caskmark/shared/api/staff-redemptions';
import { findPickupLocation } from '@caskmark/shared/reference/pickup-locations';
import { redemptionOrderNumber } from '@caskmark/shared/rules/redemption';
import type { TrackedShipment } from './carrier-adapter';
import type { RedemptionRow, RedemptionView } from './redemption-repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const dollars = (cents: number) => Math.round(cents) / 100;

export function presentShipment(carrier: string, tracked: TrackedShipment): Shipment {
  return {
    id: tracked.trackingNumber,
    carrier,
    status: tracked.status,
    events: tracked.events.map((event) => ({ description: event.description, timestamp: event.timestamp.toISOString(), statusCode: event.statusCode, location: event.location })),
  };
}

function shipTo(row: RedemptionRow): string {
  if (row.redeemType === 'pickUp') {
    const location = row.pickupLocationPk ? findPickupLocation(row.pickupLocationPk) : undefined;
    return location ? `${location.name}, ${location.city}` : row.countryName;
  }
  return [row.details.city, row.details.state, row.countryName].filter(Boolean).join(', ');
}

/** Spec part 1 §3 "Redemption request": only ever sent to the collector who made it (or staff). */
export function presentRedemption(view: RedemptionView, shipment: Shipment | null): RedemptionRequest {
  const { row, product } = view;
  const pickupLocation = row.pickupLocationPk ? (findPickupLocation(row.pickupLocationPk) ?? null) : null;
  return {
    publicPk: row.publicPk,
    editionNftPublicPk: row.editionNftPk,
    // A cancelled request is never listed; if one is read by its id it shows where it stopped.
    status: row.status === 'cancelled' ? 'pending' : row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    redeemType: row.redeemType,
    trackingCode: row.trackingCode,
    productImageSource: product.image,
    productTitle: product.title,
    editionNumber: product.edition_number,
    shipments: shipment ? [shipment] : [],
    notes: view.notes.map((note) => ({ body: note.body, createdAt: note.createdAt.toISOString(), author: note.authorHandler })),
    countryName: row.countryName,
    shipTo: shipTo(row),
    pickupLocation: pickupLocation ? { ...pickupLocation } : null,
    pickupDate: row.details.pickupDate ?? null,
    shippingPrice: dollars(row.priceCents),
    isFree: row.isFree,
    paidAt: iso(row.paidAt),
    confirmedAt: iso(row.confirmedAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    burnTransactionHash: row.burnTransactionHash,
  };
}

function addressLines(row: RedemptionRow): string[] {
  const details = row.details;
  if (row.redeemType === 'pickUp') {
    const location = row.pickupLocationPk ? findPickupLocation(row.pickupLocationPk) : undefined;
    return [
      location ? `${location.name}, ${location.address}, ${location.city}, ${location.state} ${location.zipCode}` : 'Unknown pickup location',
      `Pickup ${details.pickupDate ?? '?'} · flight ${details.flightNumber ?? '?'} (${details.airline ?? '?'}) to ${details.destination ?? '?'}`,
      `Home: ${details.homeAddress ?? ''}`,
    ];
  }
  return [details.address, details.addressLine ?? '', `${details.city}${details.state ? `, ${details.state}` : ''} ${details.postcode}`, row.countryName].filter(Boolean);
}

/** What the warehouse needs to pack, label and hand over (staff only). */
export function presentStaffRedemption(view: RedemptionView, owner: { handler: string; email: string | null }, shipment: Shipment | null): StaffRedemption {
  const { row, product } = view;
  return {
    publicPk: row.publicPk,
    orderNumber: redemptionOrderNumber(row.publicPk),
    handler: owner.handler,
    email: owner.email,
    status: row.status,
    redeemType: row.redeemType,
    productTitle: product.title,
    editionNumber: product.edition_number,
    tokenId: row.tokenId,
    weightKg: Number(row.weightKg),
    recipient: `${row.details.firstName} ${row.details.lastName}`.trim(),
    phone: row.details.phone,
    dob: row.dob,
    shipTo: addressLines(row),
    countryName: row.countryName,
    hongKongLicence: row.details.hongKongLicence ?? null,
    shippingPrice: dollars(row.priceCents),
    photoIdUrl: `/api/staff/v1/redemptions/${row.publicPk}/photo-id`,
    photoIdType: row.photoIdType,
    trackingCode: row.trackingCode,
    shipments: shipment ? [shipment] : [],
    notes: view.notes.map((note) => ({ body: note.body, createdAt: note.createdAt.toISOString(), author: note.authorHandler })),
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    confirmedAt: iso(row.confirmedAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    cancelReason: row.cancelReason,
  };
}
