import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every setting the server reads, with its default. The README's table is written from this list;
 * a bad value stops the process at start with the variable's name and the reason.
 */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** The address people reach (https://…): links in e-mails, OIDC callbacks, wallet sign-in messages. Required in production. */
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// address' }).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  REDIS_URL: z.url().optional(),
  /** Proxies allowed to name the client in X-Forwarded-For: off by default; true, a hop count, or addresses/CIDRs. */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: 'custom', message: parsed.error });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo data (accounts with the README's published password) on first start. Default: on, except in production. */
  SEED_DEMO_DATA: booleanFromEnv.optional(),
  /** The one way to run production with the demo accounts (a public demo): `allow-published-passwords`. */
  DEMO_ACCOUNTS_IN_PRODUCTION: z.enum(['allow-published-passwords'], { error: "the only value is 'allow-published-passwords'" }).optional(),
  /** USD price of one ETH used until the on-chain feed is configured. */
  ETH_PRICE_USD: z.coerce.number().positive().default(3150.42),
  /** Enables the /dev routes (clock, mailbox). Defaults to on outside production. */
  ENABLE_DEV_ROUTES: booleanFromEnv.optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Public pages carry their first screen as HTML, rendered from the web build (decision 367). */
  PAGE_SNAPSHOTS: booleanFromEnv.default(true),
  FEATURE_GIVEAWAYS: booleanFromEnv.default(true),
  FEATURE_HOW_IT_WORKS: booleanFromEnv.default(true),
  /** ES256 signing key (PKCS#8 PEM, P-256). Required in production with DATABASE_URL; else generated under DATA_DIR/keys. */
  AUTH_PRIVATE_KEY: z.string().optional(),
  /** Extra public keys (PEM, concatenated) still accepted for verification while keys rotate. */
  AUTH_PUBLIC_KEYS: z.string().optional(),
  /** 32 random bytes, base64: encrypts TOTP secrets and keys the code hashes. Pairs with AUTH_PRIVATE_KEY. */
  AUTH_DATA_KEY: z.string().optional(),
  AUTH_ID_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  AUTH_REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Send e-mail through this SMTP server (smtp[s]://user:pass@host:port); otherwise the outbox only. */
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Caskmark <no-reply@caskmark.test>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional().describe('Apple: the client-secret JWT you generate from your key'),
  APPLE_ISSUER: z.url().optional(),
  /** The built-in OIDC provider at /oidc standing in for Google/Apple when they are not configured. */
  LOCAL_OIDC_PROVIDER: booleanFromEnv.optional(),
  /** `dev` spawns anvil, `rpc` reads RPC_URL, `off` answers chain calls with 503. Default: rpc with RPC_URL, off in tests, else dev. */
  CHAIN_MODE: z.enum(['dev', 'rpc', 'off']).optional(),
  /** A real network's JSON-RPC endpoint (with CHAIN_ID and the contract addresses). */
  RPC_URL: z.string().optional(),
  /** Chain id: required with RPC_URL; on the dev chain it defaults to anvil's 31337. */
  CHAIN_ID: z.coerce.number().int().positive().optional(),
  EDITION_TOKEN_ADDRESS: z.string().optional(),
  MARKETPLACE_ADDRESS: z.string().optional(),
  PRICE_FEED_ADDRESS: z.string().optional(),
  /** The PaymentReceiver of a real network (ETH payments, decision 220); without it the ETH rail is off there. */
  PAYMENT_RECEIVER_ADDRESS: z.string().optional(),
  /** First block the indexer reads on a real network (the deployment block). */
  CHAIN_START_BLOCK: z.coerce.number().int().min(0).optional(),
  /** Blocks that must include a log before the indexer applies it (1 = the head block). Default 1 on the dev chain, 3 otherwise. */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(1).max(100).optional(),
  /** How often the indexer polls for new blocks. Default 1000 ms on the dev chain, 4000 ms otherwise. */
  CHAIN_POLL_INTERVAL_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /** Private key (0x + 64 hex) holding the contracts' minter and redeemer roles on a real network. */
  CHAIN_OPERATOR_PRIVATE_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected 0x and 64 hex digits').optional(),
  /** Pays the gas of transfers out of managed wallets; defaults to the operator (anvil account 2 on the dev chain). */
  CUSTODY_GAS_PRIVATE_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'expected 0x and 64 hex digits').optional(),
  /** 32 random bytes, base64: the key-encryption key of managed wallets. Required in production with DATABASE_URL; else generated under DATA_DIR/keys. */
  CUSTODY_KEK: z.string().optional(),
  /** Block explorer base URL for transaction links (e.g. https://etherscan.io). */
  CHAIN_EXPLORER_URL: z.url().optional(),
  /** JSON-RPC endpoint the browser may use on a real network (never the server's own, which may carry a key). */
  CHAIN_PUBLIC_RPC_URL: z.url().optional(),
  /** Extra origins the web app may call (Content-Security-Policy connect-src), e.g. wallet relays: `https://relay.example wss://relay.example`, separated by spaces or commas. The browser chain RPC's origin is added by itself. */
  CSP_CONNECT_SRC: z
    .string()
    .optional()
    .transform((value, context): string[] => {
      const origins: string[] = [];
      for (const item of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
        let url: URL | undefined;
        try {
          url = new URL(item);
        } catch {
          url = undefined;
        }
        if (!url || !['https:', 'wss:', 'http:', 'ws:'].includes(url.protocol)) {
          context.addIssue({ code: 'custom', message: `${item} is not an http(s):// or ws(s):// origin` });
          return z.NEVER;
        }
        origins.push(url.origin.replace(/^null$/, `${url.protocol}//${url.host}`));
      }
      return origins;
    }),
  /** Card payments: `sandbox` runs the built-in sandbox PSP (decision 171); `off` answers card calls with 503. Default: sandbox outside production, off in production (a shop must choose the sandbox explicitly). */
  PSP_MODE: z.enum(['sandbox', 'off']).optional(),
  /** Where the sandbox PSP posts its notifications; default: this server's own notification endpoint. */
  PSP_SANDBOX_WEBHOOK_URL: z.url().optional(),
  /** Carrier for redeemed bottles (decision 272): `sandbox` (built in, events follow the business clock), `dhl` (DHL's APIs), `off`. Default: sandbox outside production, off in production. */
  CARRIER_MODE: z.enum(['sandbox', 'dhl', 'off']).optional(),
  /** CARRIER_MODE=dhl: the Shipment Tracking API key, and the MyDHL API account that books shipments (user:password@account). */
  DHL_TRACKING_API_KEY: z.string().min(8).optional(),
  DHL_EXPRESS_CREDENTIALS: z.string().regex(/^[^:@]+:[^@]+@\d+$/, 'user:password@accountNumber').optional(),
  /** How long a workflow worker holds a run without renewing it; a run whose worker died resumes once it lapses (decision 244). */
  WORKFLOW_LEASE_MS: z.coerce.number().int().min(500).max(600_000).default(30_000),
  /** How often the workflow sweeper looks for due runs (wall clock). */
  WORKFLOW_SWEEP_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  /** Sign-ups allowed from one address per hour (decision 063: 20). The browser suite's one server raises it: every test signs up a fresh collector from 127.0.0.1. */
  SIGN_UP_LIMIT_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Password sign-ins allowed from one address per 15 minutes (100). The browser suite's one server raises it, as above. */
  SIGN_IN_LIMIT_PER_IP_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(100),
  /** Bearer token `GET /metrics` requires; without it the endpoint answers only outside production (decision 293). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** OpenTelemetry traces (decision 299): an OTLP/HTTP collector's base URL (spans go to <url>/v1/traces); unset, no spans are made. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /** The collector's full traces URL, when it is not <OTEL_EXPORTER_OTLP_ENDPOINT>/v1/traces. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('caskmark'),
  /** How long spans wait in the batch before they are sent (ms). */
  OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(10).max(60_000).default(5_000),
  /** Crash tests only: the process SIGKILLs itself when it reaches this persisted step (e.g. `checkout:after:capture`; decision 244). Refused in production. */
  TEST_KILL_AT: z.string().regex(/^[a-z-]+:[a-z-]+(:[a-z-]+)?$/, 'expected a point such as checkout:after:capture').optional(),
});

export type RawConfig = z.infer<typeof ConfigSchema>;
export interface Config extends RawConfig {
  SEED_DEMO_DATA: boolean;
  dataDir: string;
  devRoutes: boolean;
  publicUrl: string;
  pspMode: 'sandbox' | 'off';
  carrierMode: 'sandbox' | 'dhl' | 'off';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const problems = productionProblems(raw);
  if (raw.CARRIER_MODE === 'dhl' && (!raw.DHL_TRACKING_API_KEY || !raw.DHL_EXPRESS_CREDENTIALS)) {
    problems.push('CARRIER_MODE: dhl needs DHL_TRACKING_API_KEY and DHL_EXPRESS_CREDENTIALS (user:password@accountNumber)');
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  return {
    ...raw,
    SEED_DEMO_DATA: raw.SEED_DEMO_DATA ?? raw.NODE_ENV !== 'production',
    dataDir: path.resolve(raw.DATA_DIR),
    devRoutes: raw.ENABLE_DEV_ROUTES ?? raw.NODE_ENV !== 'production',
    publicUrl: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    pspMode: raw.PSP_MODE ?? (raw.NODE_ENV === 'production' ? 'off' : 'sandbox'),
    carrierMode: raw.CARRIER_MODE ?? (raw.NODE_ENV === 'production' ? 'off' : 'sandbox'),
  };
}

/** Settings production cannot do without, each with what to set. */
function productionProblems(raw: RawConfig): string[] {
  if (raw.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!raw.PUBLIC_URL) {
    problems.push('PUBLIC_URL: required in production: the address people reach (e.g. https://caskmark.example), named by e-mail links, sign-in callbacks and wallet sign-in messages');
  }
  if (raw.SEED_DEMO_DATA && !raw.DEMO_ACCOUNTS_IN_PRODUCTION) {
    problems.push(
      'SEED_DEMO_DATA: the demo data holds accounts whose password is published in the README (staff@caskmark.test and others); production seeds it only for a public demo, with DEMO_ACCOUNTS_IN_PRODUCTION=allow-published-passwords. Otherwise remove SEED_DEMO_DATA.',
    );
  }
  if (raw.TEST_KILL_AT) problems.push('TEST_KILL_AT: a crash-test switch that kills the server mid-checkout; never set it in production');
  return problems;
}

export class ConfigError extends Error {}
