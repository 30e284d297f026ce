// The fiat checkout machine's actors against the aggregator (spec §3 "Session request", "Pending transfer record",
// §4 onramp and offramp, issue 31): open the provider's session and its widget's tab, read a sale's transfer
// details, and read the session's transaction until the provider settles or fails it. Each keeps this device's
// record of the session (the pending transfer record and the activity row) as it goes.
import { type Address, getAddress, isAddress, parseUnits } from 'viem';
import { fromPromise } from 'xstate';
import {
  type CheckoutOffer,
  type CheckoutOutcome,
  type CheckoutSession,
  type SaleTransfer,
  fiatCheckoutMachine,
} from '../../../machines/fiatCheckout.machine';
import { getDatabase } from '../../data/database';
import {
  FiatOnRampError,
  getFiatTransaction,
  getOffRampTransferDetails,
  newExternalSessionId,
  requestBuyWidget,
  requestSellWidget,
  transactionOutcome,
} from '../../data/fiatOnRamp';
import { TRANSACTION_POLL_MS } from '../../data/fiatOnRampQueries';
import { aggregatorTransferSource, followFiatTransfers } from '../../data/fiatTransferTracker';
import {
  endFiatTransfer,
  initiatedTransferRecord,
  putTransferRecord,
  recordFiatActivity,
  rememberLastProvider,
} from '../../data/fiatTransfers';

export type CheckoutActorsParameters = {
  /** The aggregator's base URL. */
  base: string;
  account: Address;
  /** Where the provider's page links back to. */
  redirectUrl: string;
  /** Shows the widget: the tab opened on the click (popup blockers allow only that), or a new one. */
  openTab: (url: string) => void;
};

/** Consecutive failed reads of a pending transaction before the screen says the provider cannot be reached. */
const READ_ATTEMPTS = 5;

/** A quote's decimal amount in the token's units (quotes carry at most 8 digits after the point). */
export const tokenUnits = (amount: number, decimals: number): bigint =>
  parseUnits(amount.toFixed(Math.min(decimals, 8)), decimals);

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

async function openSession(offer: CheckoutOffer, p: CheckoutActorsParameters): Promise<CheckoutSession> {
  const externalSessionId = newExternalSessionId();
  const common = {
    countryCode: offer.countryCode,
    serviceProvider: offer.serviceProvider,
    externalSessionId,
    redirectUrl: p.redirectUrl,
  };
  const { widgetUrl } =
    offer.direction === 'buy'
      ? await requestBuyWidget(p.base, {
          ...common,
          sourceAmount: offer.sourceAmount,
          sourceCurrencyCode: offer.fiatCurrency,
          destinationCurrencyCode: offer.cryptoCurrencyCode,
          walletAddress: p.account,
        })
      : await requestSellWidget(p.base, {
          ...common,
          sourceAmount: offer.sourceAmount,
          baseCurrencyCode: offer.cryptoCurrencyCode,
          quoteCurrencyCode: offer.fiatCurrency,
          refundWalletAddress: p.account,
        });
  const database = getDatabase();
  await putTransferRecord(
    database,
    initiatedTransferRecord({ externalSessionId, account: p.account, provider: offer.serviceProvider }),
  );
  await rememberLastProvider(database, offer.serviceProvider);
  await recordFiatActivity(database, {
    chainId: offer.token.chainId,
    account: p.account,
    externalSessionId,
    type: offer.direction === 'buy' ? 'onramp' : 'offramp',
    token: {
      token: offer.token.address,
      symbol: offer.token.symbol,
      decimals: offer.token.decimals,
      amount: tokenUnits(offer.tokenAmount, offer.token.decimals).toString(),
    },
    fiat: {
      provider: offer.serviceProvider,
      providerName: offer.providerName,
      currency: offer.fiatCurrency,
      amount: offer.fiatAmount,
      totalFee: offer.totalFee,
      rate: offer.exchangeRate,
    },
  });
  p.openTab(widgetUrl);
  return { externalSessionId, widgetUrl };
}

async function readTransfer(offer: CheckoutOffer, session: CheckoutSession, p: CheckoutActorsParameters) {
  const details = await getOffRampTransferDetails(p.base, {
    meldDetails: { sessionId: session.externalSessionId },
    walletAddress: p.account,
  });
  // a deposit goes only where the provider said, of the token and on the chain the person chose
  if (
    Number(details.chainId) !== offer.token.chainId ||
    !isAddress(details.tokenAddress) ||
    details.tokenAddress.toLowerCase() !== offer.token.address.toLowerCase() ||
    !isAddress(details.depositWalletAddress)
  )
    throw new FiatOnRampError('cannotLoadSaleTransaction', 200);
  const transfer: SaleTransfer = {
    chainId: offer.token.chainId,
    tokenAddress: offer.token.address,
    amount: tokenUnits(details.baseCurrencyAmount, offer.token.decimals),
    depositAddress: getAddress(details.depositWalletAddress),
  };
  return transfer;
}

async function watchProvider(
  offer: CheckoutOffer,
  session: CheckoutSession,
  p: CheckoutActorsParameters,
  signal: AbortSignal,
): Promise<CheckoutOutcome> {
  // the view closed before the provider ended it: the page goes on following the session without the view
  signal.addEventListener('abort', () => void followFiatTransfers(getDatabase(), aggregatorTransferSource(p.base)));
  let failures = 0;
  for (;;) {
    try {
      const { transaction } = await getFiatTransaction(
        p.base,
        { sessionId: session.externalSessionId, walletAddress: p.account, forceFetch: true },
        signal,
      );
      failures = 0;
      const outcome = transaction ? transactionOutcome(transaction.status) : 'pending';
      if (transaction && outcome !== 'pending') {
        const blockchainTransactionId = transaction.cryptoDetails.blockchainTransactionId || undefined;
        await endFiatTransfer(getDatabase(), {
          externalSessionId: session.externalSessionId,
          account: p.account,
          outcome,
          blockchainTransactionId,
        });
        return { outcome, status: transaction.status, blockchainTransactionId };
      }
    } catch (error) {
      if (signal.aborted) throw error;
      if (++failures >= READ_ATTEMPTS) throw error;
    }
    await sleep(TRANSACTION_POLL_MS, signal);
  }
}

/** The checkout machine with the aggregator's actors for this account. */
export function fiatCheckoutMachineFor(parameters: CheckoutActorsParameters) {
  return fiatCheckoutMachine.provide({
    actors: {
      openWidget: fromPromise<CheckoutSession, { offer: CheckoutOffer }>(({ input }) =>
        openSession(input.offer, parameters),
      ),
      readTransfer: fromPromise<SaleTransfer, { offer: CheckoutOffer; session: CheckoutSession }>(({ input }) =>
        readTransfer(input.offer, input.session, parameters),
      ),
      watchProvider: fromPromise<CheckoutOutcome, { offer: CheckoutOffer; session: CheckoutSession }>(
        ({ input, signal }) => watchProvider(input.offer, input.session, parameters, signal),
      ),
    },
  });
}
