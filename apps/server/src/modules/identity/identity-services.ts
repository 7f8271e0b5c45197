import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { AppContext } from '../../context';
import { mailerFor, type Mailer } from '../mail/public';
import { DataCrypto } from './keys/data-crypto';
import { loadKeyRing, type KeyRing } from './keys/key-ring';
import { ChallengeStore } from './services/challenge-store';
import { DatabaseRateLimitStore, RedisRateLimitStore } from './services/rate-limit-store';
import { RateLimiter } from './services/rate-limiter';
import { SessionService } from './services/session-service';
import { TokenService } from './services/token-service';
import { UserDirectory } from './services/user-directory';
import { VerificationCodes } from './services/verification-codes';

/** Everything the identity domain needs, built once per server at start. */
export interface IdentityServices {
  context: AppContext;
  keys: KeyRing;
  crypto: DataCrypto;
  tokens: TokenService;
  sessions: SessionService;
  challenges: ChallengeStore;
  codes: VerificationCodes;
  directory: UserDirectory;
  limiter: RateLimiter;
  mailer: Mailer;
  now: () => Date;
  /** The address users reach: PUBLIC_URL, else this server's own port on localhost. */
  publicUrl(): string;
  /** How this process reaches itself over HTTP (the local OIDC provider's back channel). */
  internalUrl(): string;
  attachServer(server: Server): void;
}

const byContext = new WeakMap<AppContext, IdentityServices>();
const byServer = new WeakMap<object, IdentityServices>();

export async function createIdentityServices(context: AppContext): Promise<IdentityServices> {
  const keys = await loadKeyRing(context.config);
  const crypto = new DataCrypto(keys.dataKey);
  const now = () => context.clock.now();
  const tokens = new TokenService(keys, `${context.config.publicUrl}/api/auth/v1`, context.config.AUTH_ID_TOKEN_TTL_SECONDS, now);
  // Without Redis the counters live in the database, so a restart forgets nothing (decision 152).
  const store = context.config.REDIS_URL ? new RedisRateLimitStore(context.config.REDIS_URL) : new DatabaseRateLimitStore(context.db);
  context.disposers.push(() => store.close());
  const limiter = new RateLimiter(store, context.deploymentId, context.log, {
    signUpByIp: { limit: context.config.SIGN_UP_LIMIT_PER_IP_PER_HOUR },
    signInByIp: { limit: context.config.SIGN_IN_LIMIT_PER_IP_PER_15_MINUTES },
  });
  let server: Server | undefined;
  const listeningPort = () => {
    const address = server?.address() as AddressInfo | null | undefined;
    return address && typeof address === 'object' ? address.port : context.config.PORT;
  };
  const services: IdentityServices = {
    context,
    keys,
    crypto,
    tokens,
    sessions: new SessionService(context.db, tokens, now, context.config.AUTH_REFRESH_TOKEN_TTL_DAYS),
    challenges: new ChallengeStore(context.db, now),
    codes: new VerificationCodes(context.db, crypto, now),
    directory: new UserDirectory(context.db),
    limiter,
    mailer: mailerFor(context),
    now,
    publicUrl: () => (context.config.PUBLIC_URL ?? `http://localhost:${listeningPort()}`).replace(/\/$/, ''),
    internalUrl: () => `http://127.0.0.1:${listeningPort()}`,
    attachServer(target) {
      server = target;
      byServer.set(target, services);
    },
  };
  byContext.set(context, services);
  return services;
}

export function identityServicesOf(context: AppContext): IdentityServices {
  const services = byContext.get(context);
  if (!services) throw new Error('The identity module has not started for this server.');
  return services;
}

/** Guards find the services through the HTTP server the request arrived on. */
export function identityServicesOfServer(server: object): IdentityServices {
  const services = byServer.get(server);
  if (!services) throw new Error('The identity module is not registered on this server.');
  return services;
}
