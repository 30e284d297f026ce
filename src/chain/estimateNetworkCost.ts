// spec §5, §9: what a transaction will cost in the native coin, from the chain's own gas estimate and fee estimate
// (issue 11: no per-shape gas constants). The review shows it, the >10% warning and the insufficient-funds check read it.
import { type Abi, type Address, type EstimateContractGasParameters, type StateOverride } from 'viem';
import { estimateContractGas, estimateFeesPerGas } from 'viem/actions';
import type { ChainClient } from './clients';

/** Gas limit over the estimate: the block that mines a swap can cost more (a v2 pair's first trade in a new second
 * writes its price accumulators), and an inner call starved by the 63/64 rule would revert the swap. */
export const GAS_MARGIN_PERCENT = 30n;

export const withGasMargin = (gas: bigint) => (gas * (100n + GAS_MARGIN_PERCENT)) / 100n;

/** A contract call, as viem's contract actions take it (its types checked where the call is built). */
export type EstimateNetworkCostParameters = {
  account: Address;
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
  /** State the estimate assumes (allowances not yet granted: src/chain/allowanceOverrides.ts). */
  stateOverride?: StateOverride;
  blockNumber?: bigint;
};

export type EstimateNetworkCostReturnType = {
  /** The node's estimate of the gas used. */
  gas: bigint;
  /** The limit to send with: the estimate with `GAS_MARGIN_PERCENT` on top. */
  gasLimit: bigint;
  maxFeePerGas: bigint;
  /** What the transaction is expected to cost: estimated gas at the current max fee. */
  networkCostWei: bigint;
  /** The most it can cost: the node refuses it unless the sender holds this (plus the value). */
  maxNetworkCostWei: bigint;
};

/**
 * Estimates a contract call's gas (simulating it: a revert throws `ContractFunctionRevertedError`) and prices it with
 * the chain's fee estimate.
 *
 * @example
 * const { networkCostWei } = await estimateNetworkCost(client, { account, address: weth, abi: weth9Abi, functionName: 'deposit', value });
 */
export async function estimateNetworkCost(
  client: ChainClient,
  parameters: EstimateNetworkCostParameters,
): Promise<EstimateNetworkCostReturnType> {
  const [gas, fees] = await Promise.all([
    estimateContractGas(client, parameters as unknown as EstimateContractGasParameters),
    estimateFeesPerGas(client),
  ]);
  const gasLimit = withGasMargin(gas);
  return {
    gas,
    gasLimit,
    maxFeePerGas: fees.maxFeePerGas,
    networkCostWei: gas * fees.maxFeePerGas,
    maxNetworkCostWei: gasLimit * fees.maxFeePerGas,
  };
}
