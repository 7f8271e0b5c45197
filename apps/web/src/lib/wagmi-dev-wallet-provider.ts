import {
  type Address,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  numberToHex,
  ProviderRpcError,
  type TransactionSerializableLegacy,
  UserRejectedRequestError,
} from 'viem';
import type { LocalAccount } from 'viem/accounts';
import { doubledGasPrice } from '@caskmark/shared/rules/payment-methods';

/** One JSON-RPC call to the chain's node (the server-provided RPC). */
export type RpcCall = (method: string, params: readonly unknown[]) => Promise<unknown>;

export interface DevWalletProviderOptions {
  chainId: number;
  rpc: RpcCall;
  /** The signing account, or null while disconnected. */
  account: () => LocalAccount | null;
}

/** Events (account or chain changes) are emitted by the connector, so the provider only answers requests. */
export interface DevWalletProvider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
}

/** EIP-1193 4902: the wallet does not know the chain. */
const UNRECOGNISED_CHAIN = 4902;
/** EIP-1193 4100: the method or account has not been authorised. */
const UNAUTHORISED = 4100;

interface TransactionRequest {
  from?: Address;
  to?: Address | null;
  data?: Hex;
  value?: Hex;
  gas?: Hex;
  gasPrice?: Hex;
  nonce?: Hex;
}

function asList(params: unknown): unknown[] {
  return Array.isArray(params) ? params : [];
}

/**
 * The dev wallet's EIP-1193 provider: it signs locally with an anvil demo key and sends signed raw
 * transactions through the node, so it behaves like a browser wallet without relying on the node
 * holding unlocked accounts. Reads go to the node unchanged.
 */
export function createDevWalletProvider({ chainId, rpc, account }: DevWalletProviderOptions): DevWalletProvider {
  function requireAccount(address?: unknown): LocalAccount {
    const current = account();
    if (!current) throw new ProviderRpcError(new Error('The dev wallet is not connected.'), { code: UNAUTHORISED, shortMessage: 'Not connected' });
    if (typeof address === 'string' && !isAddressEqual(address as Address, current.address)) {
      throw new ProviderRpcError(new Error(`The dev wallet holds ${current.address}, not ${address}.`), { code: UNAUTHORISED, shortMessage: 'Unknown account' });
    }
    return current;
  }

  async function sendTransaction(request: TransactionRequest): Promise<Hex> {
    const signer = requireAccount(request.from);
    const from = signer.address;
    const base = { from, to: request.to ?? undefined, data: request.data, value: request.value };
    const [nonce, gas, gasPrice] = await Promise.all([
      request.nonce ?? (rpc('eth_getTransactionCount', [from, 'pending']) as Promise<Hex>),
      request.gas ?? (rpc('eth_estimateGas', [base]) as Promise<Hex>),
      // Transactions bid twice the network gas price (spec part 2 §9).
      request.gasPrice ?? (rpc('eth_gasPrice', []) as Promise<Hex>).then((price) => numberToHex(doubledGasPrice(hexToBigInt(price)))),
    ]);
    const transaction: TransactionSerializableLegacy = {
      type: 'legacy',
      chainId,
      nonce: Number(hexToBigInt(nonce)),
      gas: hexToBigInt(gas),
      gasPrice: hexToBigInt(gasPrice),
      to: request.to ?? undefined,
      data: request.data,
      value: request.value ? hexToBigInt(request.value) : undefined,
    };
    const signed = await signer.signTransaction(transaction);
    return (await rpc('eth_sendRawTransaction', [signed])) as Hex;
  }

  async function request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
    const list = asList(params);
    switch (method) {
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'eth_accounts': {
        const current = account();
        return current ? [current.address] : [];
      }
      case 'eth_requestAccounts':
        return [requireAccount().address];
      case 'personal_sign': {
        const [message, address] = list as [Hex, Address];
        return requireAccount(address).signMessage({ message: { raw: message } });
      }
      case 'eth_sign': {
        const [address, message] = list as [Address, Hex];
        return requireAccount(address).signMessage({ message: { raw: message } });
      }
      case 'eth_signTypedData_v4': {
        const [address, typedData] = list as [Address, string];
        return requireAccount(address).signTypedData(JSON.parse(typedData));
      }
      case 'eth_sendTransaction':
        return sendTransaction(list[0] as TransactionRequest);
      case 'wallet_switchEthereumChain': {
        const [{ chainId: requested }] = list as [{ chainId: Hex }];
        if (Number(hexToBigInt(requested)) !== chainId) {
          throw new ProviderRpcError(new Error(`The dev wallet only knows chain ${chainId}.`), { code: UNRECOGNISED_CHAIN, shortMessage: 'Unrecognized chain' });
        }
        return null;
      }
      case 'wallet_addEthereumChain':
      case 'wallet_watchAsset':
        throw new UserRejectedRequestError(new Error(`The dev wallet does not support ${method}.`));
      case 'wallet_requestPermissions':
      case 'wallet_getPermissions':
        return [{ parentCapability: 'eth_accounts' }];
      default:
        return rpc(method, list);
    }
  }

  return { request };
}

/** A JSON-RPC over HTTP call to `url`; node errors come back as ProviderRpcError with the node's code. */
export function httpRpc(url: string): RpcCall {
  let id = 0;
  return async (method, params) => {
    id += 1;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    });
    if (!response.ok) throw new Error(`The chain node answered HTTP ${response.status} to ${method}.`);
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    if (body.error) throw new ProviderRpcError(new Error(body.error.message), { code: body.error.code, shortMessage: body.error.message, data: body.error.data });
    return body.result;
  };
}
