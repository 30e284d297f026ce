// The send machine's actors for a connected EIP-1193 wallet (spec §4 "Send"): the recipient check (contract code at
// the latest block, and whether this account ever sent to the address), the transfer sent by the wallet with a gas
// limit from the chain's estimate, and its receipt; each written to the activity store when submitted and settled.
import { type Address, type EIP1193Provider, createWalletClient, custom } from 'viem';
import { fromPromise } from 'xstate';
import { type RecipientCheck, type SendFailure, type SendRequest, sendMachine } from '../../../machines/send.machine';
import { classifyError } from '../../chain/classifyError';
import { publicClientFor } from '../../chain/clients';
import { withGasMargin } from '../../chain/estimateNetworkCost';
import { isSmartContract } from '../../chain/isSmartContract';
import { nftTransferCall, transferCall } from '../../chain/transferCall';
import { recordSubmitted } from '../../data/activity';
import { getDatabase } from '../../data/database';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { hasSentTo } from '../../data/sendHistory';
import { settleTransaction } from '../../data/settleTransaction';

export type SendActorsParameters = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /** The indexer's count of the account's token transfers to an address (undefined when it cannot answer). */
  priorTransfers: (recipient: Address) => Promise<number | undefined>;
};

const failureOf = (error: unknown): { failure: SendFailure } => {
  const { message } = classifyError(error);
  if (message === 'transactionRejected') return { failure: 'rejected' };
  if (message === 'confirmationTimedOut') return { failure: 'confirmationTimedOut' };
  // the catalogue's words are all the person sees; the cause stays in the console for support
  console.warn('send failed:', error);
  return { failure: 'failed' };
};

/** The send machine with the app's actors for this account on this chain (useMachine starts and stops it). */
export function sendMachineFor({ chain, account, provider, priorTransfers }: SendActorsParameters) {
  const client = publicClientFor(chain);
  const wallet = createWalletClient({ account, transport: custom(provider) });
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
      submit: fromPromise(async ({ input }) => {
        const { request } = input;
        try {
          const call = request.nft
            ? nftTransferCall({
                collection: request.token,
                tokenId: request.nft.tokenId,
                from: account,
                recipient: request.recipient.address,
              })
            : transferCall({ token: request.token, recipient: request.recipient.address, amount: request.amount });
          const gas = withGasMargin(await client.estimateGas({ account, ...call }));
          const hash = await wallet.sendTransaction({ ...call, gas, chain: null });
          await recordSubmitted(database, {
            hash,
            chainId: chain.chainId,
            account,
            type: 'send',
            input: {
              token: request.token,
              symbol: request.symbol,
              decimals: request.decimals,
              amount: request.amount.toString(),
              ...(request.nft ? { tokenId: request.nft.tokenId.toString() } : {}),
            },
            counterparty: request.recipient.address,
          }).catch(() => undefined);
          return hash;
        } catch (error) {
          throw failureOf(error);
        }
      }),
      waitForReceipt: fromPromise<void, { hash: `0x${string}`; request: SendRequest }>(async ({ input }) => {
        await settleTransaction(client, database, chain.chainId, input.hash, failureOf);
      }),
    },
  });
}
