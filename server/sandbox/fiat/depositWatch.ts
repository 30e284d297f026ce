// The off-ramp's watcher: what a sale's deposit address has received since the session began. Each look reads at most
// MAX_BLOCKS_PER_LOOK blocks past where the last one stopped (never from block 0: a session starts at the block it was
// opened in), so a request's chain work is bounded however long the sale waits.
import { type Address, getAddress, type Hex, keccak256, type PublicClient, toHex, zeroAddress } from 'viem';
import { erc20Abi } from '../../../contract/abis/erc20.ts';

export const MAX_BLOCKS_PER_LOOK = 200n;
/** Native transfers are found block by block, bodies included: fewer per look. */
export const MAX_NATIVE_BLOCKS_PER_LOOK = 25n;

export type DepositProgress = { scannedTo: bigint; received: bigint; lastHash?: Hex };

/**
 * A fresh address for a sale, derived from a secret of this server and the session id: nobody else can predict it, no
 * one holds its key, and on the devnet the sandbox can still act as it (impersonation) if it ever must.
 */
export function depositAddressFor(secret: string, sessionId: string): Address {
  return getAddress(`0x${keccak256(toHex(`sluice-fiat-sandbox:${secret}:${sessionId}`)).slice(26)}`);
}

/** Looks at the blocks after `progress.scannedTo` (at most one look's worth) for transfers of `token` to `depositAddress`. */
export async function lookForDeposits(
  client: PublicClient,
  token: Address,
  depositAddress: Address,
  progress: DepositProgress,
): Promise<DepositProgress> {
  const latest = await client.getBlockNumber();
  const native = token === zeroAddress;
  const fromBlock = progress.scannedTo + 1n;
  if (fromBlock > latest) return progress;
  const span = native ? MAX_NATIVE_BLOCKS_PER_LOOK : MAX_BLOCKS_PER_LOOK;
  const toBlock = latest < fromBlock + span - 1n ? latest : fromBlock + span - 1n;
  let { received, lastHash } = progress;
  if (native) {
    for (let number = fromBlock; number <= toBlock; number++) {
      const block = await client.getBlock({ blockNumber: number, includeTransactions: true });
      for (const tx of block.transactions) {
        if (tx.to && tx.to.toLowerCase() === depositAddress.toLowerCase() && tx.value > 0n) {
          received += tx.value;
          lastHash = tx.hash;
        }
      }
    }
  } else {
    const logs = await client.getContractEvents({
      address: token,
      abi: erc20Abi,
      eventName: 'Transfer',
      args: { to: depositAddress },
      fromBlock,
      toBlock,
    });
    for (const log of logs) {
      received += log.args.value ?? 0n;
      lastHash = log.transactionHash;
    }
  }
  return { scannedTo: toBlock, received, lastHash };
}
