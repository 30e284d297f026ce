// spec §4 "disabled onchain per network" (issue 36): the smart wallet's removal as the settings run it. The wallet
// sends an EIP-7702 authorization to the zero address; the activity records it as "remove delegation"; once it is
// mined, every query of the wallet's capabilities and of the delegation check is read again, so no screen keeps showing
// the account as Active, or the chain's atomic status as 'supported', from before the removal.
import type { QueryClient } from '@tanstack/react-query';
import type { Address, EIP1193Provider, Hash } from 'viem';
import { publicClientFor } from '../chain/clients';
import { type SmartWalletControls } from '../chain/connectors/smartWalletControls';
import { recordSubmitted } from '../data/activity';
import type { SluiceDatabase } from '../data/database';
import type { RuntimeChain } from '../data/runtimeConfig';
import { settleTransaction } from '../data/settleTransaction';
import { refreshSmartWalletQueries } from '../data/smartWalletStatus';

export type RemoveDelegationParameters = {
  provider: EIP1193Provider & SmartWalletControls;
  chain: RuntimeChain;
  address: Address;
  database: SluiceDatabase;
  queryClient: QueryClient;
};

/**
 * Resolves with the removal's hash once it is mined and the smart-wallet queries are read again; throws when the
 * wallet refuses it, when it reverts (the queries are read again all the same), or when its receipt never comes.
 *
 * @example
 * await removeDelegation({ provider, chain, address, database: getDatabase(), queryClient });
 */
export async function removeDelegation({
  provider,
  chain,
  address,
  database,
  queryClient,
}: RemoveDelegationParameters): Promise<Hash> {
  const hash = await provider.disableSmartWallet(chain.chainId);
  await recordSubmitted(database, { hash, chainId: chain.chainId, account: address, type: 'removeDelegation' }).catch(
    () => undefined,
  );
  try {
    const settled = await settleTransaction(publicClientFor(chain), database, chain.chainId, hash);
    if (settled.status !== 'success') throw new Error(`removal ${settled.status}`);
  } finally {
    await refreshSmartWalletQueries(queryClient);
  }
  return hash;
}
