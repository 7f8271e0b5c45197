import type { FastifyRequest } from 'fastify';
import { authenticate } from '../identity/public';

/**
 * The signed-in user asking, if any. Catalogue reads are public and an unacceptable token simply
 * reads as anonymous; the viewer only changes one label, 'Current User Checkout In Progress' instead
 * of 'Checkout In Progress' on the editions they hold in their own cart.
 */
export async function viewerPkOf(request: FastifyRequest): Promise<string | null> {
  if (!request.headers.authorization) return null;
  return (await authenticate(request))?.userPk ?? null;
}
