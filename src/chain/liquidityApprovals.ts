// What a liquidity transaction needs before it can pull tokens (issue 13, spec §5): the v3 NonfungiblePositionManager
// and v2 Router02 take an ERC-20 allowance of their own; the v4 PositionManager pulls through Permit2, so each ERC-20
// side needs an allowance to Permit2 (a transaction, once) and a Permit2 allowance for the PositionManager (a signed
// batch permit, sent inside the same multicall). Native ETH needs neither.
import { type Address, type StateOverride, encodeFunctionData, isAddressEqual, maxUint256 } from 'viem';
import { erc20Abi } from '../../contract/abis/erc20';
import { permit2Abi } from '../../contract/abis/permit2';
import type { ContractCall } from './collectFees';
import {
  MAX_UINT160,
  PERMIT2_ADDRESS,
  type PermitDetails,
  permit2Domain,
  permitSingleTypes,
} from '../../contract/permit2';
import { NATIVE_CURRENCY } from '../../contract/poolKey';
import { allowanceOverrides } from './allowanceOverrides';
import type { ChainClient } from './clients';

export type PermitBatch = { details: PermitDetails[]; spender: Address; sigDeadline: bigint };

export type TokenNeed = { token: Address; amount: bigint };

export type LiquidityAllowanceNeeds = {
  /** Tokens whose ERC-20 allowance (to the spender, or to Permit2) is short: one approval each, in order. */
  approvals: Address[];
  /** Tokens the PositionManager's Permit2 allowance does not cover, with their Permit2 nonces (v4 only). */
  permits: { token: Address; amount: bigint; nonce: number }[];
};

/** A signed permit lasts 30 days of chain time; the signature itself must be used within half an hour. */
export const LIQUIDITY_PERMIT_SECONDS = 30 * 24 * 3600;
export const LIQUIDITY_PERMIT_SIG_SECONDS = 1800;

export async function liquidityAllowanceNeeds(
  client: ChainClient,
  p: { owner: Address; spender: Address; needs: readonly TokenNeed[]; viaPermit2: boolean; chainNow: bigint },
): Promise<LiquidityAllowanceNeeds> {
  const needs = p.needs.filter((n) => n.amount > 0n && n.token !== NATIVE_CURRENCY);
  const erc20Spender = p.viaPermit2 ? PERMIT2_ADDRESS : p.spender;
  const allowances = await Promise.all(
    needs.map((n) =>
      client.readContract({
        address: n.token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [p.owner, erc20Spender],
      }),
    ),
  );
  const approvals = needs.filter((_, i) => allowances[i]! < needs[i]!.amount).map((n) => n.token);
  if (!p.viaPermit2) return { approvals, permits: [] };
  const permit2 = await Promise.all(
    needs.map((n) =>
      client.readContract({
        address: PERMIT2_ADDRESS,
        abi: permit2Abi,
        functionName: 'allowance',
        args: [p.owner, n.token, p.spender],
      }),
    ),
  );
  const permits = needs.flatMap((n, i) => {
    const [amount, expiration, nonce] = permit2[i]!;
    return amount >= n.amount && BigInt(expiration) > p.chainNow ? [] : [{ token: n.token, amount: n.amount, nonce }];
  });
  return { approvals, permits };
}

/** An unlimited ERC-20 approval to the contract that pulls it (the position manager, the router or Permit2). */
export function approveCall(token: Address, spender: Address): ContractCall {
  return {
    to: token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, maxUint256] }),
  };
}

/** The batch permit for the PositionManager: each short token for the most Permit2 allows, for 30 days. */
export function permitBatchFor(
  permits: LiquidityAllowanceNeeds['permits'],
  spender: Address,
  chainNow: bigint,
): PermitBatch {
  return {
    details: permits.map((p) => ({
      token: p.token,
      amount: MAX_UINT160,
      expiration: Number(chainNow) + LIQUIDITY_PERMIT_SECONDS,
      nonce: p.nonce,
    })),
    spender,
    sigDeadline: chainNow + BigInt(LIQUIDITY_PERMIT_SIG_SECONDS),
  };
}

/** The EIP-712 payload a wallet signs for a PermitBatch. */
export function permitBatchTypedData(chainId: number, batch: PermitBatch) {
  return {
    domain: permit2Domain(chainId),
    types: {
      PermitDetails: permitSingleTypes.PermitDetails,
      PermitBatch: [
        { name: 'details', type: 'PermitDetails[]' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
    },
    primaryType: 'PermitBatch' as const,
    message: batch,
  };
}

export type PermitBatchGrantParameters = {
  owner: Address;
  /** Who the batch permit lets pull through Permit2: the v4 PositionManager. */
  spender: Address;
  tokens: readonly Address[];
  blockNumber?: bigint;
};

/**
 * The state a signed batch permit will grant: `spender`'s full Permit2 allowance of each of `owner`'s `tokens`, as one
 * state override of Permit2's storage (slots found by allowanceOverrides), so the call that spends the permit can be
 * simulated before it is signed. Undefined when a token's slot cannot be found: that call is then simulated only once
 * signed.
 *
 * @example
 * const simulateAs = await permitBatchGrant(client, { owner, spender: positionManager, tokens: [usdc] });
 */
export async function permitBatchGrant(
  client: ChainClient,
  { owner, spender, tokens, blockNumber }: PermitBatchGrantParameters,
): Promise<StateOverride | undefined> {
  const overrides = await Promise.all(
    tokens.map((token) => allowanceOverrides(client, { owner, token, spender, blockNumber })),
  );
  // only Permit2's slot is the permit's to grant: the ERC-20 allowance to Permit2 is an approval step of its own
  const grants = overrides.map((override) => override.find((entry) => isAddressEqual(entry.address, PERMIT2_ADDRESS)));
  if (grants.some((grant) => grant?.stateDiff === undefined)) return undefined;
  return [{ address: PERMIT2_ADDRESS, stateDiff: grants.flatMap((grant) => grant!.stateDiff!) }];
}
