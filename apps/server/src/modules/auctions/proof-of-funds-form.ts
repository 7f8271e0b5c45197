import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { PROOF_OF_FUNDS_FILE_SIZE_MESSAGE, PROOF_OF_FUNDS_FILE_TYPE_MESSAGE, PROOF_OF_FUNDS_MAX_FILE_BYTES, PROOF_OF_FUNDS_MAX_FILES } from '@caskmark/shared/api/proof-of-funds';
import { toFieldErrors } from '@caskmark/shared/forms/field-errors';
import { ProofOfFundsFormSchema, type ProofOfFundsForm } from '@caskmark/shared/forms/proof-of-funds';
import { AppError, badRequest, fieldError } from '../../platform/errors';
import { documentTypeOf, type DocumentType } from './proof-of-funds-files';

export interface UploadedDocument {
  kind: 'bankStatement' | 'photoId';
  filename: string;
  bytes: Buffer;
  type: DocumentType;
  sha256: string;
}

export interface ProofOfFundsSubmission {
  form: ProofOfFundsForm;
  documents: UploadedDocument[];
}

/**
 * Reads `POST/PUT /api/account/v2/proof-of-funds` (multipart): the form's fields and its documents
 * (`bankStatement`, at least one; `photoId`, required above $75,000), each at most 10 MB (cut while
 * streaming), six at most, and each really a PDF, JPG or PNG by its bytes. The same zod schema as the
 * web form decides the fields, with the spec's messages.
 */
export async function readProofOfFunds(request: FastifyRequest): Promise<ProofOfFundsSubmission> {
  if (!request.isMultipart()) throw badRequest('Please send the proof of funds as multipart/form-data.', { code: 'not_multipart' });
  const fields: Record<string, string> = {};
  const documents: UploadedDocument[] = [];
  for await (const part of request.parts({ limits: { fileSize: PROOF_OF_FUNDS_MAX_FILE_BYTES, files: PROOF_OF_FUNDS_MAX_FILES, fields: 16, fieldSize: 4 * 1024 } })) {
    if (part.type === 'file') {
      const file = part as MultipartFile;
      const kind = file.fieldname === 'photoId' ? 'photoId' : file.fieldname === 'bankStatement' ? 'bankStatement' : null;
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(kind ?? 'bankStatement', PROOF_OF_FUNDS_FILE_SIZE_MESSAGE);
        throw error;
      }
      if (!kind) continue;
      const type = documentTypeOf(bytes);
      if (!type) throw fieldError(kind, PROOF_OF_FUNDS_FILE_TYPE_MESSAGE);
      documents.push({ kind, filename: file.filename.slice(0, 200) || `${kind}`, bytes, type, sha256: createHash('sha256').update(bytes).digest('hex') });
    } else {
      const field = part as MultipartValue<string>;
      fields[field.fieldname] = String(field.value ?? '');
    }
  }
  // The schema checks names and sizes as the browser sees them; the type was already read from the bytes.
  const asFiles = (kind: UploadedDocument['kind']) =>
    documents.filter((doc) => doc.kind === kind).map((doc) => ({ name: `${doc.kind}.${doc.type === 'application/pdf' ? 'pdf' : doc.type === 'image/png' ? 'png' : 'jpg'}`, size: doc.bytes.length, type: doc.type }));
  const parsed = ProofOfFundsFormSchema.safeParse({ ...fields, bankStatement: asFiles('bankStatement'), photoId: asFiles('photoId') });
  if (!parsed.success) {
    const { nonFieldErrors, ...fieldErrors } = toFieldErrors(parsed.error);
    throw new AppError({ status: 400, code: 'invalid', message: Object.values(fieldErrors)[0]?.[0] ?? 'Invalid proof of funds.', nonFieldErrors, fieldErrors });
  }
  return { form: parsed.data, documents };
}
