import { z } from 'zod';
import { numberToHex } from 'viem';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { networkGasQuoteFor } from '../gas';
import type { ChainNetwork } from '../network';

/** Same-origin JSON-RPC for the browser's dev wallet: anvil listens on a random local port. */
export const CHAIN_RPC_PROXY_PATH = '/dev/chain-rpc';

/**
 * Reads and signed transactions only: anvil's cheat codes (time, balances, impersonation) stay with
 * the server, and nothing is signed by the node's unlocked accounts (the dev wallet signs in the browser).
 */
const ALLOWED_METHOD = /^(eth_|net_|web3_)/;
const NODE_SIGNING = /^eth_(sendTransaction|sign|signTransaction|signTypedData.*)$/;
const allowed = (method: string) => ALLOWED_METHOD.test(method) && !NODE_SIGNING.test(method);

const RpcCallSchema = z.object({ jsonrpc: z.literal('2.0'), id: z.union([z.number(), z.string(), z.null()]).optional(), method: z.string().max(100), params: z.unknown().optional() });
const RpcBodySchema = z.union([RpcCallSchema, z.array(RpcCallSchema).min(1).max(100)]);
type RpcCall = z.infer<typeof RpcCallSchema>;

/**
 * Gas price questions are answered here with the network price the server uses (decision 098), so a
 * browser bidding twice the price does not ratchet anvil's oracle up with every transaction.
 */
async function answerLocally(network: ChainNetwork, call: RpcCall): Promise<unknown | undefined> {
  if (call.method === 'eth_gasPrice') return numberToHex((await networkGasQuoteFor(network)).gasPrice);
  if (call.method === 'eth_maxPriorityFeePerGas') return numberToHex((await networkGasQuoteFor(network)).priorityFee);
  return undefined;
}

export function registerChainRpcProxy(app: App, network: ChainNetwork) {
  app.post(
    CHAIN_RPC_PROXY_PATH,
    { schema: { tags: ['dev'], summary: 'Dev chain JSON-RPC (eth_*, net_*, web3_*) for the dev wallet in the browser', body: RpcBodySchema } },
    async (request, reply) => {
      const calls = Array.isArray(request.body) ? request.body : [request.body];
      const refused = calls.find((call) => !allowed(call.method));
      if (refused) throw new AppError({ status: 400, code: 'method_not_allowed', message: `${refused.method} is not available through this endpoint.` });
      const local = await Promise.all(calls.map((call) => answerLocally(network, call)));
      const forwarded = calls.filter((_call, index) => local[index] === undefined);
      let remote: Array<{ id?: unknown }> = [];
      if (forwarded.length > 0) {
        const answer = await fetch(network.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(forwarded) });
        remote = (await answer.json()) as Array<{ id?: unknown }>;
      }
      const byId = new Map(remote.map((item) => [JSON.stringify(item.id ?? null), item]));
      const answers = calls.map((call, index) =>
        local[index] !== undefined ? { jsonrpc: '2.0', id: call.id ?? null, result: local[index] } : (byId.get(JSON.stringify(call.id ?? null)) ?? { jsonrpc: '2.0', id: call.id ?? null, error: { code: -32603, message: 'No answer from the dev chain' } }),
      );
      reply.header('cache-control', 'no-store');
      return Array.isArray(request.body) ? answers : answers[0];
    },
  );
}
