import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { users, wallets } from '@caskmark/db';
import { DEV_ACCOUNT_INDEX, DEV_FUNDED_ACCOUNTS, DEV_MAX_ACCOUNTS, devAccounts } from '@caskmark/contracts';
import { ChainConfigSchema, type ChainConfig } from '@caskmark/shared/api/wallet';
import type { AppContext } from '../../../context';
import type { App } from '../../../platform/module';
import { browserRpcUrl, chainOf } from '../chain-runtime';
import { CHAIN_RPC_PROXY_PATH } from './chain-rpc-proxy';

const roleOf = (index: number): ChainConfig['devAccounts'][number]['role'] =>
  index === DEV_ACCOUNT_INDEX.deployer ? 'deployer' : index === DEV_ACCOUNT_INDEX.treasury ? 'treasury' : index === DEV_ACCOUNT_INDEX.custody ? 'custody' : 'collector';

/** Deriving an HD account costs milliseconds; the dev mnemonic's addresses never change. */
const addressesByMnemonic = new Map<string, string[]>();
function devAddresses(mnemonic: string | undefined): string[] {
  const key = mnemonic ?? '';
  let addresses = addressesByMnemonic.get(key);
  if (!addresses) {
    addresses = devAccounts(DEV_MAX_ACCOUNTS, mnemonic).map((account) => account.address);
    addressesByMnemonic.set(key, addresses);
  }
  return addresses;
}

/** What the browser needs to talk to the chain: id, contracts, a usable RPC, and on the dev chain its demo accounts. */
export function registerChainConfigRoutes(app: App, context: AppContext) {
  app.get(
    '/services/utility/v1/chain-config',
    { schema: { tags: ['utility'], summary: 'Chain id, contract addresses and browser RPC; the dev chain also lists its demo accounts', response: { 200: ChainConfigSchema } } },
    async (): Promise<ChainConfig> => {
      const runtime = chainOf(context);
      const network = runtime.live?.network;
      const isDevChain = network?.mode === 'dev';
      let devList: ChainConfig['devAccounts'] = [];
      if (isDevChain) {
        const addresses = devAddresses(network.dev?.network.chain.mnemonic);
        const connected = await context.db
          .select({ address: wallets.address, handler: users.handler })
          .from(wallets)
          .innerJoin(users, eq(users.publicPk, wallets.userPk))
          .where(and(isNull(wallets.deletedAt), inArray(sql`lower(${wallets.address})`, addresses.map((address) => address.toLowerCase()))));
        const byAddress = new Map(connected.map((row) => [row.address.toLowerCase(), row.handler]));
        // anvil's funded ten, then the demo collectors' own wallets (10 and up) that someone holds.
        devList = addresses
          .map((address, index) => ({ index, address, role: roleOf(index), connectedTo: byAddress.get(address.toLowerCase()) ?? null }))
          .filter((account) => account.index < DEV_FUNDED_ACCOUNTS || account.connectedTo !== null);
      }
      return {
        mode: runtime.mode,
        chainId: runtime.chainId,
        isDevChain,
        rpcUrl: browserRpcUrl(context, CHAIN_RPC_PROXY_PATH),
        explorerUrl: context.config.CHAIN_EXPLORER_URL ?? null,
        confirmations: runtime.live ? runtime.live.indexer.confirmations : 0,
        contracts: network ? { ...network.addresses, paymentReceiver: network.addresses.paymentReceiver ?? null } : null,
        devMnemonic: isDevChain ? (network.dev?.network.chain.mnemonic ?? null) : null,
        devAccounts: devList,
      };
    },
  );
}

