import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { z } from 'zod';
import { PHOTO_ID_MAX_BYTES, PHOTO_ID_SIZE_MESSAGE, RedeemShippingDetailsSchema, type RedeemShippingDetails } from '@caskmark/shared/api/redemption';
import { toFieldErrors } from '@caskmark/shared/forms/field-errors';
import {
  CREATE_REDEMPTION_MISSING_DATA_MESSAGE,
  CREATE_REDEMPTION_MISSING_EDITION_MESSAGE,
  REDEEM_FORM_INVALID_MESSAGE,
  createRedeemFormSchema,
  type RedeemForm,
} from '@caskmark/shared/forms/redeem';
import { findCountryByAlpha3 } from '@caskmark/shared/reference/countries';
import { findPickupLocation, type PickupLocation } from '@caskmark/shared/reference/pickup-locations';
import { AppError, badRequest, fieldError } from '../../platform/errors';

interface RawRedeemForm {
  fields: Record<string, string>;
  photoId: { filename: string; bytes: Buffer } | null;
}

/** Reads POST /api/account/v2/redeem's multipart form; a photo ID over the limit is cut while streaming (and refused). */
export async function readRedeemMultipart(request: FastifyRequest): Promise<RawRedeemForm> {
  if (!request.isMultipart()) throw badRequest('Please send the redemption as multipart/form-data.', { code: 'not_multipart' });
  const form: RawRedeemForm = { fields: {}, photoId: null };
  for await (const part of request.parts({ limits: { fileSize: PHOTO_ID_MAX_BYTES, files: 1, fields: 12, fieldSize: 16 * 1024 } })) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError('photoId', PHOTO_ID_SIZE_MESSAGE);
        throw error;
      }
      if (file.fieldname === 'photoId') form.photoId = { filename: file.filename, bytes };
    } else {
      const field = part as MultipartValue<string>;
      form.fields[field.fieldname] = String(field.value ?? '');
    }
  }
  return form;
}

export interface RedeemSubmission {
  editionNftPk: string;
  redeemType: 'shipping' | 'pickUp';
  country: { code: string; name: string };
  pickupLocation: PickupLocation | null;
  details: RedeemShippingDetails;
  form: RedeemForm;
  dob: string;
  photoId: { filename: string; bytes: Buffer };
}

function invalid(errors: Record<string, string[]>): AppError {
  const { nonFieldErrors, ...fieldErrors } = errors;
  return new AppError({ status: 400, code: 'invalid', message: REDEEM_FORM_INVALID_MESSAGE, nonFieldErrors: nonFieldErrors ?? [REDEEM_FORM_INVALID_MESSAGE], fieldErrors });
}

/**
 * The redeem form checked on the server with the browser's own rules (shared schema): the contact and
 * address fields, the date of birth (0–150 years, the destination's legal drinking age), the US states
 * and cities we deliver to, pickup 45 days ahead and international departures only, a photo ID of an
 * accepted kind. The destination country is the one chosen, or the pickup location's.
 */
export function parseRedeemSubmission(raw: RawRedeemForm, now: Date): RedeemSubmission {
  const { fields } = raw;
  const editionNftPk = fields.editionNftPublicPk?.trim() ?? '';
  if (!z.uuid().safeParse(editionNftPk).success) throw badRequest(CREATE_REDEMPTION_MISSING_EDITION_MESSAGE, { code: 'edition_required' });
  const pickupPk = fields.selectedPickupLocation?.trim() || null;
  if (!fields.shippingDetails || (!fields.selectedCountryCode?.trim() && !pickupPk)) throw badRequest(CREATE_REDEMPTION_MISSING_DATA_MESSAGE, { code: 'details_required' });
  let json: unknown;
  try {
    json = JSON.parse(fields.shippingDetails);
  } catch {
    throw badRequest(CREATE_REDEMPTION_MISSING_DATA_MESSAGE, { code: 'details_required' });
  }
  const parsedDetails = RedeemShippingDetailsSchema.safeParse(json);
  if (!parsedDetails.success) throw invalid(toFieldErrors(parsedDetails.error));
  const details = parsedDetails.data;

  const pickupLocation = pickupPk ? (findPickupLocation(pickupPk) ?? null) : null;
  if (pickupPk && !pickupLocation) throw invalid({ selectedPickupLocation: ['Please choose a pickup location from the list.'] });
  const country = pickupLocation ? pickupLocation.country : findCountryByAlpha3(fields.selectedCountryCode!.trim().toUpperCase());
  if (!country) throw invalid({ selectedCountryCode: ['Please choose a country from the list.'] });
  const countryRef = 'alpha3' in country ? { code: country.alpha3, name: country.name } : { code: country.code, name: country.name };

  const schema = createRedeemFormSchema({ now, country: countryRef, acquireMethod: pickupLocation ? 'pickup' : 'delivery', pickupCountryCode: pickupLocation?.country.code });
  const photoId = raw.photoId;
  const result = schema.safeParse({
    ...details,
    addressLine: details.addressLine ?? '',
    homeAddress: details.homeAddress ?? '',
    pickupDate: details.pickupDate ?? '',
    flightNumber: details.flightNumber ?? '',
    destination: details.destination ?? '',
    airline: details.airline ?? '',
    dob: fields.dob ?? '',
    // The browser's word on the type is not taken: the bytes are checked when the file is stored.
    photoId: photoId ? { name: photoId.filename, size: photoId.bytes.length } : null,
  });
  if (!result.success) throw invalid(toFieldErrors(result.error));
  return { editionNftPk, redeemType: pickupLocation ? 'pickUp' : 'shipping', country: countryRef, pickupLocation, details, form: result.data, dob: result.data.dob, photoId: photoId! };
}
