import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import {
  createTestClient,
  defineChain,
  http,
  publicActions,
  type Address,
  type Chain,
  type HttpTransport,
  type PublicActions,
  type TestClient,
} from 'viem';
import { resolveAnvilBinary } from './anvil-binary';
import { DEV_FUNDED_ACCOUNTS, DEV_MNEMONIC, devAccounts } from './dev-accounts';

export const DEV_CHAIN_ID = 31337;
const STARTUP_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;
/** anvil also writes its state at exit; the interval bounds what a crash (kill -9) can lose. */
const STATE_DUMP_INTERVAL_SECONDS = 2;

export interface StartDevChainOptions {
  /** Folder for anvil's state file; without it the chain lives in memory only. */
  dataDir?: string;
  /** Port to listen on; default: any free port chosen by the OS. */
  port?: number;
  mnemonic?: string;
  chainId?: number;
  /** Mnemonic accounts anvil funds with `balanceEth` each (default 10). */
  accounts?: number;
  balanceEth?: number;
  /** Receives anvil's error output and lifecycle notes. */
  log?: (line: string) => void;
}

export type DevTestClient = TestClient<'anvil', HttpTransport, Chain> & PublicActions<HttpTransport, Chain>;

export interface DevChain {
  rpcUrl: string;
  /** anvil's process id (it ends with the process that started it). */
  pid: number | undefined;
  chainId: number;
  /** viem chain definition for clients (`createPublicClient({ chain, transport: http(rpcUrl) })`). */
  chain: Chain;
  mnemonic: string;
  /** The funded mnemonic accounts, index 0 first. */
  accounts: Address[];
  /** Where anvil keeps its state, when `dataDir` was given. */
  statePath?: string;
  /** True when the chain was restored from a saved state rather than started empty. */
  restoredState: boolean;
  /** anvil's cheat codes plus public reads (mine, snapshot, setBalance, impersonate...). */
  testClient: DevTestClient;
  /** Unix seconds of the latest block. */
  latestTimestamp(): Promise<number>;
  /** Moves chain time forward by `seconds` and mines a block at the new time. */
  advanceTime(seconds: number): Promise<void>;
  /** Moves chain time forward to `unixSeconds` (never backward) and mines a block there. */
  syncTime(unixSeconds: number): Promise<void>;
  /** Tops `address` up to at least `minimumWei` (dev chain only; never lowers a balance). */
  fund(address: Address, minimumWei: bigint): Promise<void>;
  /** Stops anvil (it writes its state first when `dataDir` was given). */
  stop(): Promise<void>;
}

/** anvil refuses `evm_setNextBlockTimestamp` below its clock: "… is lower than previous block's timestamp". */
function isClockAheadRefusal(error: unknown): boolean {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (/lower than previous block'?s timestamp/i.test(`${cause.message} ${(cause as { details?: string }).details ?? ''}`)) return true;
  }
  return false;
}

/** A viem chain for an EVM network we reach over `rpcUrl`. */
export function defineDevChain(chainId: number, rpcUrl: string): Chain {
  return defineChain({
    id: chainId,
    name: chainId === DEV_CHAIN_ID ? 'Caskmark dev chain' : `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    testnet: chainId !== 1,
  });
}

interface RunningAnvil {
  process: ChildProcess;
  rpcUrl: string;
  exited: Promise<void>;
}

/** util-linux's setpriv: sets the parent-death signal, then becomes anvil (same PID). */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find((candidate) => process.platform === 'linux' && existsSync(candidate));

/**
 * anvil lives exactly as long as the process that started it (issue 10, finding 10):
 * - its own process group, so a Ctrl-C in the terminal reaches the server alone, which stops anvil
 *   in order (indexer first, then anvil writes its state);
 * - on Linux, a parent-death signal (SIGTERM: anvil still writes its state), so a server killed
 *   with SIGKILL takes anvil with it at once;
 * - elsewhere, a small shell watchdog that ends anvil within a second of the server's death.
 */
function spawnTiedToThisProcess(binary: string, args: string[]): ChildProcess {
  const options = { stdio: ['ignore', 'pipe', 'pipe'] as Array<'ignore' | 'pipe'>, detached: true };
  if (SETPRIV) return spawn(SETPRIV, ['--pdeathsig', 'TERM', '--', binary, ...args], options);
  const child = spawn(binary, args, options);
  if (child.pid !== undefined && process.platform !== 'win32') {
    const watch = `while kill -0 ${process.pid} 2>/dev/null && kill -0 ${child.pid} 2>/dev/null; do sleep 1; done; kill -TERM ${child.pid} 2>/dev/null`;
    spawn('/bin/sh', ['-c', watch], { stdio: 'ignore', detached: true }).unref();
  }
  return child;
}

function launchAnvil(args: string[], log: (line: string) => void): Promise<RunningAnvil> {
  const child = spawnTiedToThisProcess(resolveAnvilBinary(), args);
  const recent: string[] = [];
  const remember = (line: string) => {
    recent.push(line);
    if (recent.length > 40) recent.shift();
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`anvil did not start within ${STARTUP_TIMEOUT_MS} ms:\n${recent.join('\n')}`));
    }, STARTUP_TIMEOUT_MS);
    // anvil logs every RPC call on stdout; reading it keeps the pipe from filling up.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      remember(line);
      const listening = /Listening on ([\d.]+):(\d+)/.exec(line);
      if (listening) {
        clearTimeout(timer);
        resolve({ process: child, rpcUrl: `http://${listening[1]}:${listening[2]}`, exited });
      }
    });
    createInterface({ input: child.stderr! }).on('line', (line) => {
      remember(line);
      log(`anvil: ${line}`);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`anvil exited during start (${signal ?? `code ${code}`}):\n${recent.join('\n')}`));
    });
  });
}

/**
 * Spawns anvil from `@foundry-rs/anvil` with a fixed mnemonic, waits until it answers and returns the
 * chain with helpers. With `dataDir` the state (accounts, contracts, blocks, logs) survives restarts.
 */
export async function startDevChain(options: StartDevChainOptions = {}): Promise<DevChain> {
  const mnemonic = options.mnemonic ?? DEV_MNEMONIC;
  const chainId = options.chainId ?? DEV_CHAIN_ID;
  const accountCount = options.accounts ?? DEV_FUNDED_ACCOUNTS;
  const log = options.log ?? (() => {});
  const args = ['--host', '127.0.0.1', '--port', String(options.port ?? 0), '--mnemonic', mnemonic];
  args.push('--chain-id', String(chainId), '--accounts', String(accountCount));
  args.push('--balance', String(options.balanceEth ?? 10_000));

  let statePath: string | undefined;
  let restoredState = false;
  let anvil: RunningAnvil;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    statePath = path.join(options.dataDir, 'anvil-state.json');
    restoredState = existsSync(statePath);
    const stateArgs = ['--state', statePath, '--state-interval', String(STATE_DUMP_INTERVAL_SECONDS)];
    try {
      anvil = await launchAnvil([...args, ...stateArgs], log);
    } catch (error) {
      if (!restoredState) throw error;
      // A state file anvil cannot read (e.g. cut short by a crash) is kept aside and the chain starts empty.
      const aside = `${statePath}.unreadable-${Date.now()}`;
      renameSync(statePath, aside);
      log(`anvil could not load its state (${String(error).split('\n')[0]}); moved it to ${aside} and started empty`);
      restoredState = false;
      anvil = await launchAnvil([...args, ...stateArgs], log);
    }
  } else {
    anvil = await launchAnvil(args, log);
  }

  const stopOnExit = () => anvil.process.kill('SIGTERM');
  process.once('exit', stopOnExit);

  const chain = defineDevChain(chainId, anvil.rpcUrl);
  const testClient = createTestClient({
    mode: 'anvil',
    chain,
    transport: http(anvil.rpcUrl, { batch: true, retryCount: 0 }),
    pollingInterval: 50,
  }).extend(publicActions);

  const latestTimestamp = async () => Number((await testClient.getBlock({ blockTag: 'latest' })).timestamp);
  const syncTime = async (unixSeconds: number) => {
    if (!Number.isFinite(unixSeconds)) throw new RangeError(`Invalid chain time ${unixSeconds}`);
    const target = Math.floor(unixSeconds);
    if (target <= (await latestTimestamp())) return;
    try {
      await testClient.setNextBlockTimestamp({ timestamp: BigInt(target) });
    } catch (error) {
      // A restored anvil keeps time from its own start, which can be past a 'now' read earlier (before
      // it started, on a busy machine): the block mined below then lands after the target anyway.
      if (!isClockAheadRefusal(error)) throw error;
    }
    await testClient.mine({ blocks: 1 });
  };

  if (restoredState) {
    // anvil resumes at wall-clock time; never let a restored chain go back before its last block.
    const last = await latestTimestamp();
    if (last >= Math.floor(Date.now() / 1000)) await syncTime(last + 1);
  }

  return {
    rpcUrl: anvil.rpcUrl,
    pid: anvil.process.pid,
    chainId,
    chain,
    mnemonic,
    accounts: devAccounts(accountCount, mnemonic).map((account) => account.address),
    statePath,
    restoredState,
    testClient,
    latestTimestamp,
    syncTime,
    async advanceTime(seconds: number) {
      if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('Chain time only moves forward');
      const whole = Math.floor(seconds);
      if (whole > 0) await testClient.increaseTime({ seconds: whole });
      await testClient.mine({ blocks: 1 });
    },
    async fund(address: Address, minimumWei: bigint) {
      if ((await testClient.getBalance({ address })) < minimumWei) {
        await testClient.setBalance({ address, value: minimumWei });
      }
    },
    async stop() {
      process.off('exit', stopOnExit);
      if (anvil.process.exitCode !== null || anvil.process.signalCode !== null) return;
      anvil.process.kill('SIGTERM');
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
      if ((await Promise.race([anvil.exited, timeout])) === 'timeout') {
        anvil.process.kill('SIGKILL');
        await anvil.exited;
      }
    },
  };
}
