// The dataworker's part (issue 31), played by the services server on the devnet: Across's dataworker proposes root
// bundles through the HubPool and its optimistic oracle, and the HubPool relays each chain's roots to its SpokePool.
// That path needs a HubPool, an oracle and a liveness period; the SpokePool's own admin call `relayRootBundle` is the
// step at its end, and Ethereum_SpokePool's admin is its owner. So the dataworker, acting as the owner, relays a
// relayer-refund root whose one leaf pays, on the origin chain, either the depositor back (a deposit whose fill deadline
// passed unfilled: Across's expired-deposit refund) or the relayer that filled it (its repayment), and executes that
// leaf: the pool pays from the deposits it holds, as it does on mainnet.
//
// One leaf per deposit, with the deposit's id as the leaf id: the leaf and so the root are a function of the deposit,
// so a dataworker that restarts finds the bundle it relayed (RelayedRootBundle is indexed by root) and the leaf it
// executed (ExecutedRelayerRefundRoot by bundle and leaf) on the chain and never pays twice.
import { type Address, encodeAbiParameters, encodeFunctionData, type Hex, keccak256, type PublicClient } from 'viem';
import { spokePoolAbi } from '../../../contract/abis/spokePool.ts';
import type { ChainDeployment } from '../../../contract/deployment.ts';
import type { FundAccount, SendAs } from '../sandboxAccess.ts';
import { type BridgeDeposit, toAddress } from './bridgeDeposits.ts';

export type RefundLeaf = {
  amountToReturn: bigint;
  chainId: bigint;
  refundAmounts: bigint[];
  leafId: number;
  l2TokenAddress: Address;
  refundAddresses: Address[];
};

/** Why a deposit is settled on its origin chain: its depositor is refunded, or its relayer repaid. */
export type Settlement = { kind: 'refund'; to: Address } | { kind: 'repayment'; to: Address };

/** Leaf ids are uint32: deposits with larger ids (`unsafeDeposit`'s hashed ids) are not settled here. */
export const MAX_LEAF_ID = 2n ** 32n - 1n;

/** The leaf that pays `settlement.to` the deposit's input amount in its input token, on the origin chain. */
export function settlementLeaf(deposit: BridgeDeposit, settlement: Settlement): RefundLeaf {
  return {
    amountToReturn: 0n,
    chainId: deposit.relayData.originChainId,
    refundAmounts: [deposit.relayData.inputAmount],
    leafId: Number(deposit.relayData.depositId),
    l2TokenAddress: toAddress(deposit.relayData.inputToken),
    refundAddresses: [settlement.to],
  };
}

/** keccak256(abi.encode(leaf)): the root of a tree of one leaf, whose proof is empty. */
export function leafRoot(leaf: RefundLeaf): Hex {
  return keccak256(
    encodeAbiParameters(
      [
        {
          type: 'tuple',
          components: [
            { name: 'amountToReturn', type: 'uint256' },
            { name: 'chainId', type: 'uint256' },
            { name: 'refundAmounts', type: 'uint256[]' },
            { name: 'leafId', type: 'uint32' },
            { name: 'l2TokenAddress', type: 'address' },
            { name: 'refundAddresses', type: 'address[]' },
          ],
        },
      ],
      [leaf],
    ),
  );
}

const ZERO_ROOT: Hex = `0x${'00'.repeat(32)}`;

/**
 * Pays the deposit's settlement on its origin chain unless it was paid: relays the one-leaf root (unless an earlier
 * round did) and executes its leaf. Returns the execution's transaction hash, or undefined when it had been paid.
 */
export async function settleOnOrigin(
  client: PublicClient,
  origin: ChainDeployment,
  deposit: BridgeDeposit,
  settlement: Settlement,
  access: { sendAs: SendAs; fund: FundAccount },
): Promise<Hex | undefined> {
  const { sendAs } = access;
  const spokePool = origin.contracts.SpokePool!;
  if (deposit.relayData.depositId > MAX_LEAF_ID) return undefined;
  const leaf = settlementLeaf(deposit, settlement);
  const root = leafRoot(leaf);
  // the chain's record from the deposit's block on: a bundle with this root, and its leaf executed
  const relayed = await client.getContractEvents({
    address: spokePool,
    abi: spokePoolAbi,
    eventName: 'RelayedRootBundle',
    args: { relayerRefundRoot: root },
    fromBlock: deposit.blockNumber,
    strict: true,
  });
  let rootBundleId = relayed[0]?.args.rootBundleId;
  if (rootBundleId !== undefined) {
    const executed = await client.getContractEvents({
      address: spokePool,
      abi: spokePoolAbi,
      eventName: 'ExecutedRelayerRefundRoot',
      args: { rootBundleId, leafId: leaf.leafId },
      fromBlock: relayed[0]!.blockNumber,
      strict: true,
    });
    if (executed.length > 0) return undefined;
  } else {
    const admin = await adminWithGas(client, origin, spokePool, access.fund);
    const receipt = await sendAs(origin, admin, {
      to: spokePool,
      data: encodeFunctionData({ abi: spokePoolAbi, functionName: 'relayRootBundle', args: [root, ZERO_ROOT] }),
    });
    const [event] = await client.getContractEvents({
      address: spokePool,
      abi: spokePoolAbi,
      eventName: 'RelayedRootBundle',
      args: { relayerRefundRoot: root },
      blockHash: receipt.blockHash,
      strict: true,
    });
    rootBundleId = event!.args.rootBundleId;
  }
  // anyone may execute a relayed leaf; the admin does it here so the refund does not wait for a volunteer
  const admin = await adminWithGas(client, origin, spokePool, access.fund);
  const receipt = await sendAs(origin, admin, {
    to: spokePool,
    data: encodeFunctionData({
      abi: spokePoolAbi,
      functionName: 'executeRelayerRefundLeaf',
      args: [rootBundleId, leaf, []],
    }),
  });
  return receipt.transactionHash;
}

/** The pool's owner, given ETH for gas when it runs low (an impersonated address holds none of its own). */
async function adminWithGas(
  client: PublicClient,
  origin: ChainDeployment,
  spokePool: Address,
  fund: FundAccount,
): Promise<Address> {
  const admin = await client.readContract({ address: spokePool, abi: spokePoolAbi, functionName: 'owner' });
  if ((await client.getBalance({ address: admin })) < 10n ** 17n)
    await fund({ chain: origin, to: admin, eth: '1', tokens: {} });
  return admin;
}
