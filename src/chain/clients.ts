// One viem client per chain (issue 11), created on first use and reused by every read, estimate and receipt wait in
// this JavaScript realm: the main thread has its map, each worker that imports this module its own.
//
// The client carries only the reads the app makes (ChainReads), not viem's whole publicActions: that set pulls in
// actions such as simulateCalls, whose modules parse ABIs and hash selectors when they load, on every page that
// touches a chain (issue 11, Lighthouse's blocking time). Viem's own actions reach any other action they need
// through the client or import it themselves.
import { type Chain, type Client, type PublicActions, type Transport, createClient, http } from 'viem';
import {
  call,
  estimateFeesPerGas,
  estimateGas,
  getBalance,
  getBlock,
  getBlockNumber,
  getCode,
  getEnsAddress,
  getTransactionReceipt,
  multicall,
  readContract,
  simulateContract,
  waitForTransactionReceipt,
  watchBlockNumber,
} from 'viem/actions';
import { type ChainEndpoint, defineRuntimeChain } from './registry.ts';

/** How often block-driven waits poll: a devnet mines on demand, a public chain every few seconds. */
export const POLLING_INTERVAL_MS = 1_000;

/** The reads and estimates the app makes of a chain, with viem's own signatures. */
export type ChainReads = Pick<
  PublicActions<Transport, Chain | undefined, undefined>,
  | 'call'
  | 'estimateFeesPerGas'
  | 'estimateGas'
  | 'getBalance'
  | 'getBlock'
  | 'getBlockNumber'
  | 'getCode'
  | 'getEnsAddress'
  | 'getTransactionReceipt'
  | 'multicall'
  | 'readContract'
  | 'simulateContract'
  | 'waitForTransactionReceipt'
  | 'watchBlockNumber'
>;

/** A chain's client: what `publicClientFor` returns and what every chain read takes. */
export type ChainClient = Client<Transport, Chain | undefined, undefined> & ChainReads;

function chainReads(client: Client<Transport, Chain | undefined, undefined>): ChainReads {
  return {
    call: (args) => call(client, args),
    estimateFeesPerGas: (args) => estimateFeesPerGas(client, args),
    estimateGas: (args) => estimateGas(client, args),
    getBalance: (args) => getBalance(client, args),
    getBlock: (args) => getBlock(client, args),
    getBlockNumber: (args) => getBlockNumber(client, args),
    getCode: (args) => getCode(client, args),
    getEnsAddress: (args) => getEnsAddress(client, args),
    getTransactionReceipt: (args) => getTransactionReceipt(client, args),
    multicall: (args) => multicall(client, args),
    readContract: (args) => readContract(client, args),
    simulateContract: (args) => simulateContract(client, args),
    waitForTransactionReceipt: (args) => waitForTransactionReceipt(client, args),
    watchBlockNumber: (args) => watchBlockNumber(client, args),
  };
}

const clients = new Map<number, { key: string; client: ChainClient }>();

/**
 * The chain's client: the same instance for every caller while the chain's RPC and known contracts stay the same (a
 * new runtime config with another RPC URL replaces it).
 *
 * @example
 * const blockNumber = await publicClientFor(chain).getBlockNumber();
 */
export function publicClientFor(chain: ChainEndpoint): ChainClient {
  const defined = defineRuntimeChain(chain);
  // a caller that knows the chain's contracts (ENS, Multicall3) must not get a client made by one that did not
  const key = `${chain.rpcUrl} ${JSON.stringify(defined.contracts ?? {})}`;
  const known = clients.get(chain.chainId);
  if (known && known.key === key) return known.client;
  const base: Client<Transport, Chain | undefined, undefined> = createClient({
    chain: defined,
    transport: http(chain.rpcUrl),
    pollingInterval: POLLING_INTERVAL_MS,
  });
  const client = base.extend(chainReads);
  clients.set(chain.chainId, { key, client });
  return client;
}
