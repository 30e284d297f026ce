// How a bridge deposit ended (issue 31), read from both chains: the deposit's own log on its chain (from its receipt)
// gives the RelayData; the destination pool's `fillStatuses` says whether a relayer filled it; once the destination's
// clock passed the fill deadline unfilled, the origin pool's executed refund leaf that pays the depositor back (the
// dataworker's refund, leaf id = deposit id) says it was refunded.
import { type Hex, isAddressEqual, parseEventLogs } from 'viem';
import { getContractEvents } from 'viem/actions';
import { FILL_STATUS, spokePoolAbi } from '../../contract/abis/spokePool';
import { relayDataOf, relayHash, toAddress } from '../../contract/bridgeRelayData';
import type { ChainClient } from './clients';

/** How far back the destination's fill event is looked for (its hash only; the status is read directly). */
const FILL_LOOKBACK_BLOCKS = 5_000n;

export type BridgeOutcome = { outcome: 'filled' | 'refunded'; hash?: Hex };

export type ReadBridgeOutcomeParameters = {
  origin: { client: ChainClient; chainId: number };
  destination: { client: ChainClient; spokePool: Hex };
  /** The deposit's transaction on the origin chain. */
  hash: Hex;
};

/**
 * The deposit's outcome, or undefined while it waits for a fill (or for its refund after the deadline).
 * @example
 * const ended = await readBridgeOutcome({ origin: { client, chainId: 31337 }, destination: { client: l2, spokePool }, hash });
 */
export async function readBridgeOutcome({
  origin,
  destination,
  hash,
}: ReadBridgeOutcomeParameters): Promise<BridgeOutcome | undefined> {
  const receipt = await origin.client.getTransactionReceipt({ hash }).catch(() => undefined);
  if (receipt?.status !== 'success') return undefined;
  const [deposit] = parseEventLogs({ abi: spokePoolAbi, eventName: 'FundsDeposited', logs: receipt.logs });
  if (!deposit) return undefined;
  const relayData = relayDataOf(deposit.args, origin.chainId);
  const status = await destination.client.readContract({
    address: destination.spokePool,
    abi: spokePoolAbi,
    functionName: 'fillStatuses',
    args: [relayHash(relayData, deposit.args.destinationChainId)],
  });
  if (status === FILL_STATUS.filled) {
    const latest = await destination.client.getBlockNumber();
    const [fill] = await getContractEvents(destination.client, {
      address: destination.spokePool,
      abi: spokePoolAbi,
      eventName: 'FilledRelay',
      args: { originChainId: relayData.originChainId, depositId: relayData.depositId },
      fromBlock: latest > FILL_LOOKBACK_BLOCKS ? latest - FILL_LOOKBACK_BLOCKS : 0n,
    });
    return { outcome: 'filled', hash: fill?.transactionHash };
  }
  const now = (await destination.client.getBlock()).timestamp;
  if (now <= BigInt(relayData.fillDeadline)) return undefined;
  const leaves = await getContractEvents(origin.client, {
    address: deposit.address,
    abi: spokePoolAbi,
    eventName: 'ExecutedRelayerRefundRoot',
    args: { chainId: relayData.originChainId, leafId: Number(relayData.depositId) },
    fromBlock: receipt.blockNumber,
    strict: true,
  });
  const depositor = toAddress(relayData.depositor);
  const refund = leaves.find(
    ({ args }) =>
      args.refundAddresses.length === 1 &&
      isAddressEqual(args.refundAddresses[0]!, depositor) &&
      isAddressEqual(args.l2TokenAddress, toAddress(relayData.inputToken)),
  );
  return refund ? { outcome: 'refunded', hash: refund.transactionHash } : undefined;
}
