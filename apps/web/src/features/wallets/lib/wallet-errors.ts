/**
 * Reading wallet errors: wagmi and viem wrap a provider's error in layers (`cause`), and wallets
 * disagree on names, so each question walks the whole chain and looks at codes and names.
 */
const USER_REJECTED = 4001;
const UNRECOGNISED_CHAIN = 4902;

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  cause?: unknown;
  message?: unknown;
}

function* causes(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 10; depth += 1) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

function some(error: unknown, test: (layer: ErrorLike) => boolean): boolean {
  for (const layer of causes(error)) if (test(layer)) return true;
  return false;
}

/** The person said no in their wallet (EIP-1193 code 4001). */
export function isUserRejection(error: unknown): boolean {
  return some(error, (layer) => layer.code === USER_REJECTED || layer.name === 'UserRejectedRequestError' || /user (rejected|denied)/i.test(String(layer.message ?? '')));
}

/** No wallet of that kind in this browser. */
export function isProviderMissing(error: unknown): boolean {
  return some(error, (layer) => layer.name === 'ProviderNotFoundError');
}

/** The wallet is on another chain, or could not be switched to ours. */
export function isChainProblem(error: unknown): boolean {
  return some(
    error,
    (layer) => layer.code === UNRECOGNISED_CHAIN || layer.name === 'ChainMismatchError' || layer.name === 'SwitchChainError' || layer.name === 'ChainNotConfiguredError',
  );
}

/** The wallet is already connected through this connector (wagmi refuses to connect twice). */
export function isAlreadyConnected(error: unknown): boolean {
  return some(error, (layer) => layer.name === 'ConnectorAlreadyConnectedError');
}

/** The wallet's own short message, for "Other errors show their own message" (spec part 2 §8). */
export function walletErrorText(error: unknown): string | undefined {
  for (const layer of causes(error)) {
    const short = (layer as { shortMessage?: unknown }).shortMessage;
    if (typeof short === 'string' && short) return short;
  }
  const message = error instanceof Error ? error.message : undefined;
  return message?.split('\n')[0] || undefined;
}
