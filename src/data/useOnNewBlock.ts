// The app's block subscription: one watch of each chain's block number (viem's, polling every 2 s) while a screen
// needs it, calling back on every new block. Reads bound to the latest block refresh with the chain, not on a timer.
import { useEffect, useRef } from 'react';
import { publicClientFor } from '../chain/clients';
import type { RuntimeChain } from './runtimeConfig';

const BLOCK_POLL_MS = 2_000;

/** Calls `onBlock` with each chain's id when that chain makes a block, while `active`. */
export function useOnNewBlock(
  chains: readonly RuntimeChain[] | undefined,
  active: boolean,
  onBlock: (chainId: number) => void,
): void {
  const callback = useRef(onBlock);
  callback.current = onBlock;
  const ids = chains?.map((chain) => chain.chainId).join(',');
  useEffect(() => {
    if (!chains || !active) return;
    const stops = chains.map((chain) =>
      publicClientFor(chain).watchBlockNumber({
        pollingInterval: BLOCK_POLL_MS,
        emitOnBegin: false,
        onBlockNumber: () => callback.current(chain.chainId),
        onError: () => {
          // offline or the node restarted: what was read stays on screen
        },
      }),
    );
    return () => stops.forEach((stop) => stop());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the chains by id: a new array of the same chains is no change
  }, [ids, active]);
}
