// A purchase or a sale the sandbox is carrying out, and how the API's Transaction call reports it (spec §3
// "Transaction": status, amounts and currencies, the on-chain transaction, network and provider fees, provider).
import type { Address, Hex } from 'viem';
import type { FORServiceProvider, FORTransaction, FORTransactionStatus } from '../../../contract/fiatOnRampWire.ts';
import type { SandboxProvider } from './providers.ts';
import type { Fees } from './quoteMath.ts';
import type { PricedOffer } from './quotes.ts';
import { newWidgetToken, type StoredSession } from './sessionStore.ts';
import type { TradableToken } from './tradableTokens.ts';

export type SessionBase = StoredSession & {
  externalSessionId: string;
  provider: SandboxProvider;
  token: TradableToken;
  fiatCurrency: string;
  countryCode: string;
  status: FORTransactionStatus;
  updatedAt: number;
  fees: Fees;
  /** The delivery (buy) or the deposit (sell), once there is one. */
  blockchainTransactionId?: Hex;
  /** Where the widget's "back" link goes: only an origin of the app, else none. */
  redirectUrl?: string;
};

/** What a purchase and a sale hold from the moment they open: who, which offer, and a widget token of their own. */
export function openedSession(opening: {
  externalSessionId: string;
  walletAddress: Address;
  countryCode: string;
  offer: PricedOffer;
  now: number;
  redirectUrl: string | undefined;
}): SessionBase {
  const { offer } = opening;
  return {
    externalSessionId: opening.externalSessionId,
    walletAddress: opening.walletAddress,
    widgetToken: newWidgetToken(),
    createdAt: opening.now,
    updatedAt: opening.now,
    provider: offer.provider,
    token: offer.token,
    fiatCurrency: offer.fiatCurrency,
    countryCode: opening.countryCode,
    status: 'PENDING_CREATED',
    fees: {
      networkFee: offer.quote.networkFee,
      transactionFee: offer.quote.transactionFee,
      totalFee: offer.quote.totalFee,
    },
    redirectUrl: opening.redirectUrl,
  };
}

/** Fiat in, tokens out: the quote is fixed when the session opens, and the delivery sends exactly it. */
export type BuySession = SessionBase & {
  kind: 'buy';
  fiatAmount: number;
  destinationRaw: bigint;
  destinationAmount: number;
};

/** Tokens in, fiat out: settled once the deposit address has received `sourceRaw` since `startBlock`. */
export type SellSession = SessionBase & {
  kind: 'sell';
  sourceAmount: number;
  sourceRaw: bigint;
  payout: number;
  depositAddress: Address;
  startBlock: bigint;
  /** The last block the watcher looked at, and what it found the address received up to it. */
  scannedTo: bigint;
  received: bigint;
  lastCheckAt: number;
};

export type FiatSession = BuySession | SellSession;

export function toWireTransaction(session: FiatSession, details: FORServiceProvider): FORTransaction {
  const buying = session.kind === 'buy';
  return {
    id: session.externalSessionId,
    status: session.status,
    sourceAmount: buying ? session.fiatAmount : session.sourceAmount,
    sourceCurrencyCode: buying ? session.fiatCurrency : session.token.code,
    destinationAmount: buying ? session.destinationAmount : session.payout,
    destinationCurrencyCode: buying ? session.token.code : session.fiatCurrency,
    destinationContractAddress: session.token.address,
    serviceProviderDetails: details,
    cryptoDetails: {
      walletAddress: session.walletAddress,
      networkFee: session.fees.networkFee,
      transactionFee: session.fees.transactionFee,
      totalFee: session.fees.totalFee,
      blockchainTransactionId: session.blockchainTransactionId ?? '',
      chainId: String(session.token.chain.chainId),
    },
    createdAt: new Date(session.createdAt).toISOString(),
    updatedAt: new Date(session.updatedAt).toISOString(),
    externalSessionId: session.externalSessionId,
  };
}
