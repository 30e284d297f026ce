// The send machine's actors for a connected EIP-1193 wallet (spec §4 "Send"): the recipient check (contract code at
// the latest block, and whether this account ever sent to the address); then the reviewed transfer as a plan of the
// one transaction steps pipeline, which simulates, sends, records and settles it.
import type { Address, EIP1193Provider } from 'viem';
import { fromPromise } from 'xstate';
import { type RecipientCheck, type SendRequest, sendMachine } from '../../../machines/send.machine';
import { publicClientFor } from '../../chain/clients';
import { isSmartContract } from '../../chain/isSmartContract';
import { nftTransferCall, transferCall } from '../../chain/transferCall';
import { getDatabase } from '../../data/database';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { hasSentTo } from '../../data/sendHistory';
import { transactionStepsMachineFor } from '../../transactions/stepActors';
import type { TransactionStep } from '../../transactions/steps';

/** The wallet a reviewed send is signed with. */
export type SendingWallet = { chain: RuntimeChain; account: Address; provider: EIP1193Provider };

export type SendActorsParameters = {
  chain: RuntimeChain;
  account: Address;
  /** The indexer's count of the account's token transfers to an address (undefined when it cannot answer). */
  priorTransfers: (recipient: Address) => Promise<number | undefined>;
};

/** The send machine with the app's recipient check for this account on this chain (useMachine starts and stops it). */
export function sendMachineFor({ chain, account, priorTransfers }: SendActorsParameters) {
  const client = publicClientFor(chain);
  const database = getDatabase();
  return sendMachine.provide({
    actors: {
      checkRecipient: fromPromise<RecipientCheck, { request: SendRequest }>(async ({ input }) => {
        const recipient = input.request.recipient.address;
        // an earlier send is one this device saw land, or a token transfer the indexer holds (sent from anywhere)
        const [contract, sentFromHere, transfers] = await Promise.all([
          isSmartContract(client, { address: recipient }),
          hasSentTo(database, { chainId: chain.chainId, account, recipient }),
          priorTransfers(recipient).catch(() => undefined),
        ]);
        return { isSmartContract: contract, isNewAddress: !sentFromHere && !(transfers && transfers > 0) };
      }),
    },
  });
}

/**
 * The reviewed send as a plan of the one transaction steps pipeline (issue 28): one transfer, simulated before the
 * wallet is asked, recorded as a send to the recipient.
 */
export function sendStepsMachineFor(request: SendRequest, { chain, account, provider }: SendingWallet) {
  const call = request.nft
    ? nftTransferCall({
        collection: request.token,
        tokenId: request.nft.tokenId,
        from: account,
        recipient: request.recipient.address,
      })
    : transferCall({ token: request.token, recipient: request.recipient.address, amount: request.amount });
  const step: TransactionStep = {
    type: 'transaction',
    activity: {
      type: 'send',
      input: {
        token: request.token,
        symbol: request.symbol,
        decimals: request.decimals,
        amount: request.amount.toString(),
        ...(request.nft ? { tokenId: request.nft.tokenId.toString() } : {}),
      },
      counterparty: request.recipient.address,
    },
    call: () => call,
  };
  return transactionStepsMachineFor({
    chain,
    account,
    provider,
    failures: { revert: 'sendFailed' },
    plan: async () => ({ steps: [step] }),
  });
}
