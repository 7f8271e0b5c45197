import { AuthErrorSchema, SignInResponseSchema } from '@caskmark/shared/api/identity';
import { WalletChallengeRequestSchema, WalletChallengeSchema, WalletSignInRequestSchema } from '@caskmark/shared/api/wallet';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { authErrorResponses } from '../../identity/public';
import { issueWalletSignInChallenge, walletSignIn } from '../wallet-sign-in';

const tags = ['identity'];

/**
 * Wallet sign-in (spec part 1 §4) under /api/auth like the other identity operations. The wallets
 * domain hosts it and signs the person in through identity's sign-in port (decision 200).
 */
export function registerWalletSignInRoutes(app: App, context: AppContext) {
  app.post(
    '/api/auth/v1/wallet/challenge',
    {
      schema: {
        tags,
        summary: 'Wallet sign-in, step 1: a sign-in-with-Ethereum message with a one-time nonce (10 minutes) to sign',
        body: WalletChallengeRequestSchema,
        response: { 200: WalletChallengeSchema, ...authErrorResponses },
      },
    },
    async (request) => issueWalletSignInChallenge(context, request, request.body.address),
  );

  app.post(
    '/api/auth/v1/wallet/sign-in',
    {
      schema: {
        tags,
        summary: 'Wallet sign-in, step 2: the signed message → tokens or SOFTWARE_TOKEN_MFA; a new wallet gets an account (NotAuthorizedException when the signature is refused)',
        body: WalletSignInRequestSchema,
        response: { 200: SignInResponseSchema, 400: AuthErrorSchema, 429: AuthErrorSchema },
      },
    },
    async (request) => walletSignIn(context, request, request.body),
  );
}
