// spec §4 "Smart wallet statuses" per network (issue 36), from the trading API's delegation check and the wallet's
// EIP-5792 capabilities. spec §8: a delegation lookup that failed counts as not delegated, a capability lookup that
// failed as unsupported. The settings view reads both (src/features/account-drawer/SmartWalletView.tsx).
import type { DelegationDetails } from '../../contract/walletDelegation';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { AtomicStatus } from '../chain/smartWallet/atomicStatus';
import { publicClientFor } from '../chain/clients';
import type { RuntimeChain } from './runtimeConfig';
import { walletCapabilitiesRootKey } from './walletCapabilities';
import { walletDelegationRootKey } from './walletDelegation';

/**
 * 'active': batches run atomically now (delegated to the chain's smart-wallet delegate). 'inactive': the wallet can
 * upgrade the account (its next 1-click swap does). 'actionRequired': delegated to another contract, so the wallet
 * cannot batch there (the smart-wallet mismatch). 'unavailable': neither (no delegate on the chain, or the wallet does
 * not batch).
 */
export type SmartWalletStatus = 'active' | 'inactive' | 'actionRequired' | 'unavailable';

/**
 * @example
 * smartWalletStatusOf({ details: { currentDelegationAddress: null, ... }, atomic: 'ready' }); // 'inactive'
 */
export function smartWalletStatusOf({
  details,
  atomic,
}: {
  details: DelegationDetails | undefined;
  atomic: AtomicStatus | undefined;
}): SmartWalletStatus {
  // the delegation check, when it answered, says whether the account is delegated (the wallet's capabilities may lag
  // a removal); delegated elsewhere is a mismatch unless the wallet batches there all the same
  if (details) {
    if (details.currentDelegationAddress)
      return details.isWalletDelegatedToUniswap || atomic === 'supported' ? 'active' : 'actionRequired';
    return atomic === 'ready' || atomic === 'supported' ? 'inactive' : 'unavailable';
  }
  // spec §8: a failed lookup counts as not delegated; the wallet's own answer decides
  if (atomic === 'supported') return 'active';
  return atomic === 'ready' ? 'inactive' : 'unavailable';
}

/**
 * After an upgrade (a batch that carried the authorization) or a removal: the wallet's capabilities and the delegation
 * check are read again, every query of them, shown or not (their stale times would keep "Active" or a 'supported'
 * capability on a screen for up to a minute). Resolves once they are read.
 *
 * @example
 * await refreshSmartWalletQueries(queryClient);
 */
export async function refreshSmartWalletQueries(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: walletCapabilitiesRootKey, refetchType: 'all' }),
    queryClient.invalidateQueries({ queryKey: walletDelegationRootKey, refetchType: 'all' }),
  ]);
}

/** The account has a delegate on the chain (ours or another's) that disabling removes. */
export const isDelegated = (status: SmartWalletStatus) => status === 'active' || status === 'actionRequired';

/**
 * spec §4: the mismatch popup, once, when the permit-mismatch flag is on and a chain's delegation is another wallet's
 * (delegated, atomic batching unsupported there).
 */
export function mismatchPopupDue({
  flag,
  seen,
  statuses,
}: {
  flag: boolean;
  seen: boolean;
  statuses: readonly SmartWalletStatus[];
}): boolean {
  return flag && !seen && statuses.includes('actionRequired');
}

/** The gas a removal (a type-4 transaction to self with one authorization) is budgeted at, for "enough funds". */
export const REMOVE_DELEGATION_GAS = 60_000n;

/** Each chain's network cost of a removal at the current fee, and whether the account holds it (undefined: unread). */
export type RemovalFunds = Record<number, { cost: bigint; enough: boolean } | undefined>;

/**
 * spec §4: networks without the funds for a removal's gas are excluded from "disable".
 * @example
 * const { data } = useQuery(removalFundsQueryOptions({ address, chains }));
 */
export function removalFundsQueryOptions({ address, chains }: { address: Address; chains: readonly RuntimeChain[] }) {
  return queryOptions({
    // under 'balances': live, never persisted (bigints)
    queryKey: ['balances', 'smartWalletRemoval', address.toLowerCase(), chains.map((chain) => chain.chainId).join(',')],
    enabled: chains.length > 0,
    staleTime: 15_000,
    queryFn: async (): Promise<RemovalFunds> =>
      Object.fromEntries(
        await Promise.all(
          chains.map(async (chain) => {
            const client = publicClientFor(chain);
            const funds = await Promise.all([client.getBalance({ address }), client.estimateFeesPerGas()]).then(
              ([balance, { maxFeePerGas }]) => {
                const cost = REMOVE_DELEGATION_GAS * maxFeePerGas;
                return { cost, enough: balance >= cost };
              },
              () => undefined,
            );
            return [chain.chainId, funds] as const;
          }),
        ),
      ),
  });
}
