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

const clients = new Map<number, { rpcUrl: string; contracts: Set<string>; client: ChainClient }>();

/** The contracts a chain definition names (ENS, Multicall3), as `name address` entries. */
const contractsOf = (chain: Chain): string[] =>
  Object.entries(chain.contracts ?? {}).map(([name, contract]) =>
    `${name} ${(contract as { address?: string } | undefined)?.address ?? ''}`.toLowerCase(),
  );

/**
 * The chain's client: the same instance for every caller while the chain's RPC stays the same (a new runtime config
 * with another RPC URL replaces it, and so does a caller naming a contract the client lacks).
 *
 * @example
 * const blockNumber = await publicClientFor(chain).getBlockNumber();
 */
export function publicClientFor(chain: ChainEndpoint): ChainClient {
  const defined = defineRuntimeChain(chain);
  const known = clients.get(chain.chainId);
  // a caller that names fewer contracts gets the client made for more; one that names a contract the cached client
  // lacks (ENS, Multicall3) gets a new one, which every caller then shares
  const wanted = contractsOf(defined);
  if (known && known.rpcUrl === chain.rpcUrl && wanted.every((entry) => known.contracts.has(entry)))
    return known.client;
  const base: Client<Transport, Chain | undefined, undefined> = createClient({
    chain: defined,
    transport: http(chain.rpcUrl),
    pollingInterval: POLLING_INTERVAL_MS,
  });
  const client = base.extend(chainReads);
  clients.set(chain.chainId, { rpcUrl: chain.rpcUrl, contracts: new Set(wanted), client });
  return client;
}
