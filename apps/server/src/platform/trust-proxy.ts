import { isIP } from 'node:net';

/**
 * Which proxies may name the client in X-Forwarded-For, as Fastify's `trustProxy` takes it: off (the
 * connection's own address is the client), `true` (every hop), a hop count, or addresses/CIDRs
 * (and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`). Off by default: trusting the header
 * from anyone lets a client pick its own address and dodge the per-address rate limits (decision 122).
 */
export type TrustProxy = boolean | number | string[];

const PRESETS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustedEntry(entry: string): boolean {
  if (PRESETS.has(entry) || isIP(entry)) return true;
  const [address, range, extra] = entry.split('/');
  if (extra !== undefined || !address || !range) return false;
  const family = isIP(address);
  if (!family) return false;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return isIP(range) === family; // address/netmask
}

/** Reads TRUST_PROXY; answers an error text for a value Fastify would not understand. */
export function parseTrustProxy(value: string | undefined): { ok: true; value: TrustProxy } | { ok: false; error: string } {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === 'off') return { ok: true, value: false };
  if (text === 'true' || text === 'yes' || text === 'on') return { ok: true, value: true };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 100 ? { ok: true, value: hops } : { ok: false, error: 'a hop count is at most 100' };
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.filter((entry) => !isTrustedEntry(entry));
  if (wrong.length) return { ok: false, error: `expected true, false, a hop count, or addresses/CIDRs separated by commas; not ${wrong.join(', ')}` };
  return { ok: true, value: entries };
}

/**
 * The value for Fastify's `trustProxy`. Fastify 5.12 no longer honours a bare hop count (it fails closed),
 * so a count becomes the function proxy-addr calls per hop: hop 0 is the connection's peer, and the
 * first `hops` addresses from our side are believed, as Express reads a number.
 */
export function toFastifyTrustProxy(value: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  const hops = value;
  return (_address, hop) => hop < hops;
}
