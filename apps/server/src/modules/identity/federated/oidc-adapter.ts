import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { oidcProviderRecords, type Db } from '@caskmark/db';

/** What oidc-provider stores per model: a JSON object with a few fields it looks records up by. */
export type OidcPayload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };

/** Models whose records a grant revocation removes together (oidc-provider's own list). */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode']);

/** oidc-provider accepts a record up to its clock tolerance after `exp`; keep it that long. */
const CLOCK_TOLERANCE_SECONDS = 15;
const SWEEP_EVERY_MS = 60_000;

/**
 * oidc-provider's adapter over the `oidc_provider_records` table, one instance per model. Expiry uses
 * the wall clock, not the business clock: oidc-provider checks `exp` against `Date.now()` itself, and a
 * record must live exactly as long as the provider thinks it does (an advanced demo clock would
 * otherwise end every sign-in in flight).
 */
export class DatabaseOidcAdapter {
  private static lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly model: string,
  ) {}

  private byId(id: string) {
    return and(eq(oidcProviderRecords.model, this.model), eq(oidcProviderRecords.id, id));
  }

  private live(now = new Date()) {
    return or(isNull(oidcProviderRecords.expiresAt), gt(oidcProviderRecords.expiresAt, now));
  }

  async upsert(id: string, payload: OidcPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + (expiresIn + CLOCK_TOLERANCE_SECONDS) * 1000) : null;
    const values = {
      payload,
      grantId: GRANTABLE.has(this.model) && typeof payload.grantId === 'string' ? payload.grantId : null,
      uid: typeof payload.uid === 'string' ? payload.uid : null,
      userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
      expiresAt,
      consumedAt: null,
    };
    await this.db
      .insert(oidcProviderRecords)
      .values({ model: this.model, id, ...values })
      .onConflictDoUpdate({ target: [oidcProviderRecords.model, oidcProviderRecords.id], set: values });
    await this.sweepExpired();
  }

  async find(id: string): Promise<OidcPayload | undefined> {
    return this.findWhere(this.byId(id));
  }

  async findByUid(uid: string): Promise<OidcPayload | undefined> {
    return this.findWhere(and(eq(oidcProviderRecords.model, this.model), eq(oidcProviderRecords.uid, uid)));
  }

  async findByUserCode(userCode: string): Promise<OidcPayload | undefined> {
    return this.findWhere(and(eq(oidcProviderRecords.model, this.model), eq(oidcProviderRecords.userCode, userCode)));
  }

  /** Marks a code or token used; oidc-provider then refuses it (and revokes its grant on reuse). */
  async consume(id: string): Promise<void> {
    await this.db.update(oidcProviderRecords).set({ consumedAt: new Date() }).where(this.byId(id));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcProviderRecords).where(this.byId(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcProviderRecords).where(eq(oidcProviderRecords.grantId, grantId));
  }

  private async findWhere(condition: ReturnType<typeof and>): Promise<OidcPayload | undefined> {
    const [row] = await this.db
      .select({ payload: oidcProviderRecords.payload, consumedAt: oidcProviderRecords.consumedAt })
      .from(oidcProviderRecords)
      .where(and(condition, this.live()))
      .limit(1);
    if (!row) return undefined;
    const payload = row.payload as OidcPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }

  /** At most once a minute per process, whoever writes deletes what has expired. */
  private async sweepExpired(): Promise<void> {
    const now = Date.now();
    if (now - DatabaseOidcAdapter.lastSweep < SWEEP_EVERY_MS) return;
    DatabaseOidcAdapter.lastSweep = now;
    await this.db.delete(oidcProviderRecords).where(lt(oidcProviderRecords.expiresAt, new Date(now)));
  }
}

/** The `adapter` option of oidc-provider: a factory it calls with each model's name. */
export function databaseOidcAdapter(db: Db): (model: string) => DatabaseOidcAdapter {
  return (model) => new DatabaseOidcAdapter(db, model);
}
