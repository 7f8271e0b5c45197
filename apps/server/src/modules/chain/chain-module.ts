import { eq } from 'drizzle-orm';
import { chainTransactions } from '@caskmark/db';
import type { AppContext } from '../../context';
import type { ServerModule } from '../../platform/module';
import { BalanceReader } from './balances';
import { chainOf, setChainRuntime } from './chain-runtime';
import { ChainFeedEthPriceSource, DevFeedKeeper } from './eth-price-feed';
import { ChainIndexer } from './indexer/indexer';
import { configuredChainId, resolveChainMode, startDevChainNetwork, startRpcNetwork, type ChainNetwork } from './network';
import { registerChainConfigRoutes } from './routes/chain-config-routes';
import { registerChainRpcProxy } from './routes/chain-rpc-proxy';
import { ChainSender } from './sender';

async function connect(context: AppContext): Promise<ChainNetwork> {
  const { config, clock, log } = context;
  if (resolveChainMode(config) === 'rpc') return startRpcNetwork(config);
  return startDevChainNetwork({
    config,
    baseTokenUri: `${config.publicUrl.replace(/\/$/, '')}/api/metadata/edition-nft/`,
    ethPriceUsd: await context.ethPriceSource.fetchUsdPrice(),
    nowSeconds: () => clock.nowMs() / 1000,
    log: (line) => log.info(line),
  });
}

/**
 * The chain: the dev chain (anvil) or a configured network, the server's transaction sender, ETH
 * balances, the ETH price from the on-chain feed and the indexer (started by the chain projections
 * flow once every projection is registered). With CHAIN_MODE=off chain calls answer 503.
 */
export const chainModule: ServerModule = {
  name: 'chain',
  async start(context) {
    const { config, log } = context;
    const mode = resolveChainMode(config);
    if (mode === 'off') {
      setChainRuntime(context, { mode, chainId: configuredChainId(config) });
      return;
    }
    if (mode === 'dev' && config.NODE_ENV === 'production') {
      log.warn('NODE_ENV=production on the dev chain (anvil, public keys): set RPC_URL and the contract addresses for a real network.');
    }
    if (mode !== 'dev' || !config.devRoutes) {
      if (!config.CHAIN_PUBLIC_RPC_URL) log.warn('CHAIN_PUBLIC_RPC_URL is not set: browsers get no chain RPC, so wallet connections report the chain as unavailable.');
    }
    const started = Date.now();
    const network = await connect(context);
    context.disposers.push(() => network.stop());
    if (network.dev && network.dev.origin !== 'reused') {
      // The dev chain started over: what was stored for the chain it replaced can never be mined, and
      // must never be broadcast to this one (the same nonces would collide).
      await context.db.delete(chainTransactions).where(eq(chainTransactions.chainId, network.chainId));
    }
    const sender = new ChainSender(context.db, network);
    const indexer = new ChainIndexer({
      db: context.db,
      network,
      confirmations: config.CHAIN_CONFIRMATIONS ?? (mode === 'dev' ? 1 : 3),
      pollIntervalMs: config.CHAIN_POLL_INTERVAL_MS ?? (mode === 'dev' ? 1000 : 4000),
      log,
      usdPerEth: () => context.ethPrice.usdPerEth(),
      now: () => context.clock.now(),
    });
    context.disposers.push(() => indexer.stop());
    setChainRuntime(context, { mode, chainId: network.chainId, live: { network, indexer, sender, balances: new BalanceReader(network) } });

    if (network.dev) {
      const devChain = network.dev.network.chain;
      const keeper = new DevFeedKeeper(network, sender, () => context.ethPriceSource.fetchUsdPrice());
      context.ethPrice.useSource(new ChainFeedEthPriceSource(network, () => keeper.sync()));
      // A configured price changed since the feed was last published (POST /dev/eth-price) is published now.
      await keeper.sync();
      // The dev chain follows POST /dev/clock, and the feed is refreshed so USD listings keep selling.
      context.clock.onAdvance(async () => {
        try {
          await devChain.syncTime(context.clock.nowMs() / 1000);
          await keeper.sync();
        } catch (error) {
          // The clock has moved already; the next advance or price read brings the chain along.
          log.error({ err: error }, 'dev chain could not follow the clock');
        }
        context.ethPrice.invalidate();
        indexer.nudge();
      });
      log.info(
        { rpcUrl: devChain.rpcUrl, chainId: network.chainId, origin: network.dev.origin, redeployReason: network.dev.redeployReason, ms: Date.now() - started },
        'dev chain ready',
      );
    } else {
      context.ethPrice.useSource(new ChainFeedEthPriceSource(network));
      log.info({ chainId: network.chainId, ms: Date.now() - started }, 'chain connected');
    }
  },
  routes(app, context) {
    registerChainConfigRoutes(app, context);
    const live = chainOf(context).live;
    if (live?.network.mode === 'dev' && context.config.devRoutes) registerChainRpcProxy(app, live.network);
  },
};
