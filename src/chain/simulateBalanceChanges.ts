// Issue 28: what a list of calls will move for an account, shown in the review before the wallet is asked. One
// eth_simulateV1 block runs `balanceOf(account)` reads, the calls, and the reads again, so ERC-20 changes are exact
// (fee-on-transfer tokens included); ETH moves come from the node's transfer traces, NFTs and approvals from the logs.
// One block rather than three: the same deltas, with the calls at the first simulated block's time, not 12-24 s after.
import {
  type Abi,
  type Address,
  BaseError,
  type Hex,
  MethodNotFoundRpcError,
  MethodNotSupportedRpcError,
  RawContractError,
  type StateOverride,
  UnsupportedProviderMethodError,
  decodeFunctionData,
  encodeFunctionData,
  getAddress,
  getContractError,
  hexToBigInt,
  isAddressEqual,
  size,
  slice,
  zeroAddress,
} from 'viem';
import { simulateBlocks } from 'viem/actions';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import type { ChainClient } from './clients.ts';

export type SimulatedCall = {
  to: Address;
  data?: Hex;
  value?: bigint;
  /** The called contract's ABI, to decode its custom errors when it reverts (the UniversalRouter's for a swap). */
  abi?: Abi;
};

export type SimulateBalanceChangesParameters = {
  account: Address;
  /** Sent in order by `account`. */
  calls: readonly SimulatedCall[];
  /** State the calls run on, e.g. the Permit2 allowance a signature not yet made will grant (allowanceOverrides). */
  stateOverride?: StateOverride;
  /** ERC-20s to read even if no Transfer log names them (the swap's tokens: one request instead of two). */
  tokens?: readonly Address[];
  /** ABI for decoding a revert of any call without an `abi` of its own. */
  abi?: Abi;
  /** The block the calls run on top of (default latest). */
  blockNumber?: bigint;
};

export type BalanceChange =
  /** Signed: negative leaves the account. The calls' value and ETH moved inside them, not gas. */
  | { kind: 'native'; amount: bigint }
  /** Signed, from `balanceOf` read before and after the calls (from the Transfer logs if the token cannot be read). */
  | { kind: 'erc20'; token: Address; amount: bigint }
  | { kind: 'erc721'; token: Address; tokenId: bigint; direction: 'in' | 'out' };

/** An allowance of the account's the calls set: the last one per token and spender (amount 0 is a revoke). */
export type GrantedApproval = {
  token: Address;
  spender: Address;
  amount: bigint;
  via: 'erc20' | 'permit2';
  /** Unix seconds (Permit2 only). */
  expiration?: number;
};

export type SimulateBalanceChangesReturnType =
  | { status: 'simulated'; changes: BalanceChange[]; approvals: GrantedApproval[]; gasUsed: bigint[] }
  /** `error` is a viem ContractFunctionExecutionError: classifyError finds the decoded custom error in it. */
  | { status: 'reverted'; callIndex: number; error: unknown }
  /**
   * 'unsupported': the node lacks eth_simulateV1; estimate gas instead and say the preview is unavailable. 'failed':
   * the request failed, e.g. the calls send more ETH than the account holds (`error` is viem's InsufficientFundsError).
   */
  | { status: 'unavailable'; reason: 'unsupported' | 'failed'; error: unknown };

/** The part of a log the summary reads (viem's Log fits). */
export type SimulationLog = { address: Address; topics: readonly Hex[]; data: Hex };

/** One token's `balanceOf(account)` around the calls; undefined where the read failed. */
export type BalanceRead = { token: Address; before: bigint | undefined; after: bigint | undefined };

/** Where eth_simulateV1's `traceTransfers` logs ETH moves, as ERC-20 Transfer events. */
export const NATIVE_TRANSFER_ADDRESS: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

// event selectors, written out so loading this module hashes nothing (clients.ts: bundle's blocking time)
export const EVENT_TOPICS = {
  /** ERC-20 (3 topics) and ERC-721 (4 topics, tokenId indexed). */
  Transfer: '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef',
  Approval: '0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925',
  /** WETH9 wraps and unwraps without a Transfer event. */
  Deposit: '0xe1fffcc4923d04b559f4d29a8bfc6cda04eb5b0d3c460751c2402c5c5cc9109c',
  Withdrawal: '0x7fcf532c15f0a6db0bd6d0e038bea71d30d808c7d98cb3bf7268a95bf5081b65',
  Permit2Approval: '0xda9fa7c1b00402c17d0161b249b1ab8bbec047c5a52207b9c112deffd817036b',
  Permit2Permit: '0xc6a377bfc4eb120024a8ac08eef205be16b817020812c73223e81d1bdb9708ec',
} as const satisfies Record<string, Hex>;

const topicAddress = (topic: Hex | undefined): Address | undefined =>
  topic === undefined ? undefined : getAddress(slice(topic, 12));
const word = (data: Hex, index: number): bigint | undefined =>
  size(data) >= 32 * (index + 1) ? hexToBigInt(slice(data, 32 * index, 32 * (index + 1))) : undefined;
const key = (address: Address) => address.toLowerCase();

type LogMoves = {
  native: bigint;
  /** Net ERC-20 amount per token (lowercase address) that the logs move for the account. */
  erc20: Map<string, { token: Address; amount: bigint }>;
  /** Net count per NFT: +1 arrived, -1 left. */
  erc721: Map<string, { token: Address; tokenId: bigint; net: number }>;
};

/** What the logs say moved for `account`, netted (order does not matter). */
function movesFromLogs(account: Address, logs: readonly SimulationLog[]): LogMoves {
  const moves: LogMoves = { native: 0n, erc20: new Map(), erc721: new Map() };
  const is = (topic: Hex | undefined) => topic !== undefined && isAddressEqual(topicAddress(topic)!, account);
  const addErc20 = (token: Address, amount: bigint) => {
    const entry = moves.erc20.get(key(token)) ?? { token: getAddress(token), amount: 0n };
    moves.erc20.set(key(token), { ...entry, amount: entry.amount + amount });
  };
  for (const { address, topics, data } of logs) {
    const [topic0, topic1, topic2, topic3] = topics;
    if (topic0 === EVENT_TOPICS.Transfer && topics.length === 4) {
      const tokenId = hexToBigInt(topic3!);
      const id = `${key(address)}:${tokenId}`;
      const net = (is(topic2) ? 1 : 0) - (is(topic1) ? 1 : 0);
      const entry = moves.erc721.get(id) ?? { token: getAddress(address), tokenId, net: 0 };
      if (net !== 0) moves.erc721.set(id, { ...entry, net: entry.net + net });
      continue;
    }
    const value = word(data, 0);
    if (value === undefined) continue;
    if (topic0 === EVENT_TOPICS.Transfer && topics.length === 3) {
      const net = (is(topic2) ? value : 0n) - (is(topic1) ? value : 0n);
      if (isAddressEqual(address, NATIVE_TRANSFER_ADDRESS)) moves.native += net;
      else if (is(topic1) || is(topic2)) addErc20(address, net);
    } else if (topic0 === EVENT_TOPICS.Deposit && topics.length === 2 && is(topic1)) addErc20(address, value);
    else if (topic0 === EVENT_TOPICS.Withdrawal && topics.length === 2 && is(topic1)) addErc20(address, -value);
  }
  return moves;
}

/** ERC-20s whose balance the logs say the calls move for `account` (worth a `balanceOf` read). */
export function tokensMovedFor(account: Address, logs: readonly SimulationLog[]): Address[] {
  return [...movesFromLogs(account, logs).erc20.values()].map((entry) => entry.token);
}

/** The allowances `account` grants in the logs: ERC-20 Approval events and Permit2's Approval and Permit. */
function approvalsFromLogs(account: Address, logs: readonly SimulationLog[]): GrantedApproval[] {
  const approvals = new Map<string, GrantedApproval>();
  for (const { address, topics, data } of logs) {
    const [topic0, owner, topic2, topic3] = topics;
    if (owner === undefined || !isAddressEqual(topicAddress(owner)!, account)) continue;
    let approval: GrantedApproval | undefined;
    // an ERC-721 Approval has the same selector and a fourth topic (one token id, not an allowance)
    if (topic0 === EVENT_TOPICS.Approval && topics.length === 3) {
      const amount = word(data, 0);
      if (amount !== undefined)
        approval = { token: getAddress(address), spender: topicAddress(topic2)!, amount, via: 'erc20' };
    } else if (
      (topic0 === EVENT_TOPICS.Permit2Approval || topic0 === EVENT_TOPICS.Permit2Permit) &&
      topics.length === 4 &&
      isAddressEqual(address, PERMIT2_ADDRESS)
    ) {
      const [amount, expiration] = [word(data, 0), word(data, 1)];
      if (amount !== undefined && expiration !== undefined)
        approval = {
          token: topicAddress(topic2)!,
          spender: topicAddress(topic3)!,
          amount,
          via: 'permit2',
          expiration: Number(expiration),
        };
    }
    if (!approval) continue;
    const id = `${approval.via}:${key(approval.token)}:${key(approval.spender)}`;
    approvals.delete(id);
    approvals.set(id, approval);
  }
  return [...approvals.values()];
}

export type BalanceChangesFromLogsParameters = {
  account: Address;
  /** The calls' logs in order, with the node's ETH transfer traces. */
  logs: readonly SimulationLog[];
  /** Reads win over the logs for an ERC-20: exact where the logs are not (fee-on-transfer, rebasing). */
  reads?: readonly BalanceRead[];
};

/**
 * The balance changes and approvals of `account` from simulated calls' logs and `balanceOf` reads around them.
 * Changes come sorted (ETH, then ERC-20s and NFTs by address), without zeros.
 *
 * @example
 * const { changes, approvals } = balanceChangesFromLogs({ account, logs, reads: [{ token: usdc, before, after }] });
 */
export function balanceChangesFromLogs({ account, logs, reads = [] }: BalanceChangesFromLogsParameters): {
  changes: BalanceChange[];
  approvals: GrantedApproval[];
} {
  const moves = movesFromLogs(account, logs);
  const erc20 = new Map(moves.erc20);
  for (const { token, before, after } of reads)
    if (before !== undefined && after !== undefined)
      erc20.set(key(token), { token: getAddress(token), amount: after - before });
  const nftTokens = new Set([...moves.erc721.values()].map((entry) => key(entry.token)));
  const compare = <T extends string | bigint>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);
  const byAddress = (a: { token: Address }, b: { token: Address }) => compare(key(a.token), key(b.token));
  const changes: BalanceChange[] = [
    ...(moves.native === 0n ? [] : [{ kind: 'native', amount: moves.native } as const]),
    ...[...erc20.values()]
      .filter(({ token, amount }) => amount !== 0n && !nftTokens.has(key(token)))
      .sort(byAddress)
      .map(({ token, amount }) => ({ kind: 'erc20', token, amount }) as const),
    ...[...moves.erc721.values()]
      .filter(({ net }) => net !== 0)
      .sort((a, b) => byAddress(a, b) || compare(a.tokenId, b.tokenId))
      .map(
        ({ token, tokenId, net }) => ({ kind: 'erc721', token, tokenId, direction: net > 0 ? 'in' : 'out' }) as const,
      ),
  ];
  return { changes, approvals: approvalsFromLogs(account, logs) };
}

/**
 * The error of a simulated call that reverted, as viem's contract actions throw it: a ContractFunctionExecutionError
 * around a ContractFunctionRevertedError holding the custom error decoded with `abi`.
 *
 * @example
 * classifyError(revertedCallError({ account, call, data }), { reverts: UNIVERSAL_ROUTER_REVERTS }).message;
 */
export function revertedCallError({ account, call, data }: { account: Address; call: SimulatedCall; data: Hex }) {
  const abi = call.abi ?? [];
  let decoded: { functionName: string; args: unknown } = { functionName: '<unknown>', args: undefined };
  try {
    if (call.data && call.abi) decoded = decodeFunctionData({ abi: call.abi, data: call.data });
  } catch {
    // calldata the ABI does not describe: the error is still decoded, only the function goes unnamed
  }
  return getContractError(new RawContractError({ data }), { abi, address: call.to, sender: account, ...decoded });
}

/** eth_simulateV1 logs a call's own value as its first transfer trace (anvil does); add it where a node does not. */
function withTopLevelValue(account: Address, call: SimulatedCall, logs: readonly SimulationLog[]): SimulationLog[] {
  const value = call.value ?? 0n;
  const [first] = logs;
  const logged =
    first !== undefined &&
    isAddressEqual(first.address, NATIVE_TRANSFER_ADDRESS) &&
    isAddressEqual(topicAddress(first.topics[1])!, account) &&
    isAddressEqual(topicAddress(first.topics[2])!, call.to) &&
    word(first.data, 0) === value;
  if (value === 0n || logged) return [...logs];
  const topic = (address: Address) => `0x${key(address).slice(2).padStart(64, '0')}` as Hex;
  const data = `0x${value.toString(16).padStart(64, '0')}` as Hex;
  return [
    { address: NATIVE_TRANSFER_ADDRESS, topics: [EVENT_TOPICS.Transfer, topic(account), topic(call.to)], data },
    ...logs,
  ];
}

const isUnsupported = (error: unknown) =>
  error instanceof BaseError &&
  error.walk(
    (cause) =>
      cause instanceof MethodNotFoundRpcError ||
      cause instanceof MethodNotSupportedRpcError ||
      cause instanceof UnsupportedProviderMethodError,
  ) !== null;

/** One eth_simulateV1 request: reads of `tokens`, the calls, the reads again, in one block on top of `blockNumber`. */
async function simulateOnce(
  client: ChainClient,
  { account, calls, stateOverride, abi, blockNumber }: SimulateBalanceChangesParameters,
  tokens: readonly Address[],
) {
  const balanceOfAccount = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] });
  const reads = tokens.map((token) => ({ account, to: token, data: balanceOfAccount }));
  const [block] = await simulateBlocks(client, {
    blockNumber,
    traceTransfers: true,
    validation: false,
    blocks: [
      {
        stateOverrides: stateOverride,
        calls: [...reads, ...calls.map(({ to, data, value }) => ({ account, to, data, value })), ...reads],
      },
    ],
  });
  const results = block!.calls;
  const callResults = results.slice(tokens.length, tokens.length + calls.length);
  const callIndex = callResults.findIndex((result) => result.status === 'failure');
  if (callIndex >= 0) {
    const call = calls[callIndex]!;
    const error = revertedCallError({
      account,
      call: { ...call, abi: call.abi ?? abi },
      data: callResults[callIndex]!.data,
    });
    return { status: 'reverted', callIndex, error } as const;
  }
  const balance = (index: number) => {
    const result = results[index];
    return result?.status === 'success' && size(result.data) === 32 ? hexToBigInt(result.data) : undefined;
  };
  const logs = callResults.flatMap((result, i) => withTopLevelValue(account, calls[i]!, result.logs ?? []));
  return {
    status: 'simulated',
    logs,
    reads: tokens.map((token, i) => ({ token, before: balance(i), after: balance(tokens.length + calls.length + i) })),
    gasUsed: callResults.map((result) => result.gasUsed),
  } as const;
}

/**
 * What `calls` sent by `account` would move for it, simulated on the chain (eth_simulateV1) before anything is signed.
 * One request when `tokens` names every ERC-20 the calls move, two when the logs name others (read them exactly).
 *
 * @example
 * const calls = [{ to: router, data, abi: universalRouterAbi }];
 * const preview = await simulateBalanceChanges(client, { account, calls, tokens: [usdc, weth], stateOverride });
 * if (preview.status === 'reverted') classifyError(preview.error, { reverts: UNIVERSAL_ROUTER_REVERTS });
 */
export async function simulateBalanceChanges(
  client: ChainClient,
  parameters: SimulateBalanceChangesParameters,
): Promise<SimulateBalanceChangesReturnType> {
  const { account, tokens = [] } = parameters;
  const toRead = (list: readonly Address[]) =>
    list.filter(
      (token, i) =>
        !isAddressEqual(token, zeroAddress) &&
        !isAddressEqual(token, NATIVE_TRANSFER_ADDRESS) &&
        list.findIndex((t) => isAddressEqual(t, token)) === i,
    );
  try {
    let simulation = await simulateOnce(client, parameters, toRead(tokens));
    if (simulation.status === 'reverted') return simulation;
    const { reads } = simulation;
    const unread = tokensMovedFor(account, simulation.logs).filter(
      (token) => !reads.some((read) => isAddressEqual(read.token, token)),
    );
    if (unread.length > 0) {
      // everything from this second request: its reads and logs see the same state, whatever block came between
      const again = await simulateOnce(client, parameters, toRead([...tokens, ...unread]));
      if (again.status === 'reverted') return again;
      simulation = again;
    }
    const { changes, approvals } = balanceChangesFromLogs({ account, logs: simulation.logs, reads: simulation.reads });
    return { status: 'simulated', changes, approvals, gasUsed: simulation.gasUsed };
  } catch (error) {
    return { status: 'unavailable', reason: isUnsupported(error) ? 'unsupported' : 'failed', error };
  }
}
