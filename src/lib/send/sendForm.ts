// The send form's rules (spec §4 "Amount entry", §5 recipient input, amount and the Send button's label order): pure,
// so every typed recipient and amount can be checked against them (sendForm.test.ts, property-based).
import { type Address, formatUnits, getAddress, isAddress } from 'viem';
import { normalize } from 'viem/ens';
import { SEND_NFT_PATTERN } from '../swap/swapParams';
import { parseAmount } from '../tokenAmounts';

/** spec §5: fiat amounts take up to 6 decimals; token amounts up to the token's own. */
export const FIAT_DECIMALS = 6;

/** What the recipient field holds once its whitespace is gone (spec §5 "Recipient input strips all whitespace"). */
export type RecipientInput =
  | { kind: 'empty' }
  | { kind: 'address'; address: Address }
  /** A name for the name service (ENS): resolved on the chain. */
  | { kind: 'name'; name: string }
  /** A username (unitag: lowercase letters and numbers): resolved by the username service. */
  | { kind: 'username'; username: string }
  | { kind: 'invalid' };

const USERNAME = /^[a-z0-9]{3,20}$/;

/** Reads a typed recipient: an address counts only if it passes address validation (mixed case must be checksummed). */
export function readRecipientInput(text: string): RecipientInput {
  const compact = text.replace(/\s+/g, '');
  if (compact === '') return { kind: 'empty' };
  if (/^0x/i.test(compact)) return isAddress(compact) ? { kind: 'address', address: getAddress(compact) } : invalid;
  if (compact.includes('.')) {
    try {
      const name = normalize(compact);
      // a label on each side of every dot, and a top-level label of letters
      return /^([^.]+\.)+[a-z]{2,}$/.test(name) ? { kind: 'name', name } : invalid;
    } catch {
      return invalid;
    }
  }
  return USERNAME.test(compact) ? { kind: 'username', username: compact } : invalid;
}
const invalid: RecipientInput = { kind: 'invalid' };

/** A recipient the form can send to: the address, and the name or username it was found by. */
export type ValidatedRecipient = { address: Address; ensName?: string; unitag?: string };

export type SendInputError = 'insufficientFunds' | 'insufficientFundsForGas';

/**
 * spec §5: INSUFFICIENT_FUNDS when the amount exceeds the balance or there is no balance; INSUFFICIENT_FUNDS_FOR_GAS
 * when the native balance is below the network cost (plus the amount when the native coin is sent).
 */
export function sendInputError(parameters: {
  amount: bigint | undefined;
  balance: bigint | undefined;
  nativeBalance: bigint | undefined;
  native: boolean;
  /** The most the transaction may cost (gas limit at the max fee); undefined while unknown. */
  networkCostWei: bigint | undefined;
}): SendInputError | undefined {
  const { amount, balance, nativeBalance, native, networkCostWei } = parameters;
  if (amount === undefined) return undefined;
  if (balance === undefined || balance === 0n || amount > balance) return 'insufficientFunds';
  if (networkCostWei === undefined || nativeBalance === undefined) return undefined;
  return nativeBalance < networkCostWei + (native ? amount : 0n) ? 'insufficientFundsForGas' : undefined;
}

export type SendButtonLabel =
  | 'connectWallet'
  | 'invalidRecipient'
  | 'findingRecipient'
  | 'noAmount'
  | 'noRecipient'
  | 'send';

/**
 * spec §5 "Send button label and disabled state in order": a typed recipient not resolved, then no amount, then no
 * recipient, else Send; disabled on an input error or while loading. A disconnected user sees Connect wallet.
 */
export function sendButtonState(parameters: {
  connected: boolean;
  recipient: RecipientInput;
  /** The recipient the typed text resolved to; undefined while unresolved or unresolvable. */
  validated: ValidatedRecipient | undefined;
  /** A name or username being looked up. */
  resolving: boolean;
  amount: bigint | undefined;
  inputError: SendInputError | undefined;
  loading: boolean;
}): { label: SendButtonLabel; disabled: boolean } {
  const { recipient, validated } = parameters;
  if (!parameters.connected) return { label: 'connectWallet', disabled: false };
  if (recipient.kind !== 'empty' && !validated)
    return parameters.resolving
      ? { label: 'findingRecipient', disabled: true }
      : { label: 'invalidRecipient', disabled: true };
  if (parameters.amount === undefined) return { label: 'noAmount', disabled: true };
  if (!validated) return { label: 'noRecipient', disabled: true };
  return { label: 'send', disabled: parameters.inputError !== undefined || parameters.loading };
}

/** Whether a keystroke may stand in the field: digits with one point and at most `decimals` after it. */
export const acceptsTypedAmount = (text: string, decimals: number) =>
  new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`).test(text);

/** Scale of a unit price held as an integer, so conversions stay in bigint. */
const PRICE_SCALE = 10n ** 18n;
const scaledPrice = (price: number) => BigInt(Math.round(price * 1e18));

/** A fiat amount (6 decimals) in a token's units at `price` (fiat per whole token), rounded down. */
export function tokenFromFiat(fiat: bigint, price: number, decimals: number): bigint | undefined {
  if (!(price > 0) || !Number.isFinite(price)) return undefined;
  return (fiat * 10n ** BigInt(decimals) * PRICE_SCALE) / (scaledPrice(price) * 10n ** BigInt(FIAT_DECIMALS));
}

/** A token amount's fiat value (6 decimals) at `price`, rounded down. */
export function fiatFromToken(amount: bigint, price: number, decimals: number): bigint | undefined {
  if (!(price >= 0) || !Number.isFinite(price)) return undefined;
  return (amount * scaledPrice(price) * 10n ** BigInt(FIAT_DECIMALS)) / (PRICE_SCALE * 10n ** BigInt(decimals));
}

/** An amount as the field shows it after a toggle: plain decimal digits without trailing zeros. */
export function fieldText(value: bigint, decimals: number): string {
  const text = formatUnits(value, decimals);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * The field's text after toggling between fiat and token input (spec §4: toggling to token fills from the converted
 * output); empty when there is nothing to convert or no price.
 */
export function toggledAmountText(parameters: {
  text: string;
  inFiat: boolean;
  price: number | undefined;
  decimals: number;
}): string {
  const { text, inFiat, price, decimals } = parameters;
  const typed = parseAmount(text, inFiat ? FIAT_DECIMALS : decimals);
  if (typed === undefined || price === undefined) return '';
  const converted = inFiat ? tokenFromFiat(typed, price, decimals) : fiatFromToken(typed, price, decimals);
  if (converted === undefined || converted === 0n) return '';
  if (inFiat) return fieldText(converted, decimals);
  // to the cent, unless that rounds a small amount away
  const cents = roundFiatForField(converted);
  return fieldText(cents > 0n ? cents : converted, FIAT_DECIMALS);
}

/** A converted fiat amount shown to the cent: the 6 decimals stay available for typing. */
const roundFiatForField = (fiat: bigint) => ((fiat + 5_000n) / 10_000n) * 10_000n;

/** spec §4: Max shows when the balance is above 0 and the amount is not already all of it. */
export const showsMax = (balance: bigint | undefined, amount: bigint | undefined) =>
  balance !== undefined && balance > 0n && amount !== balance;

/** What is wrong with a resolved recipient besides the speed bumps (spec §5, §6); each warns or blocks. */
export type RecipientWarning = 'blocked' | 'self' | 'tokenContract' | 'viewOnly';

/** A blocked address cannot receive sends, and tokens sent to a token's own contract are lost: both block. */
export const BLOCKING_WARNINGS: ReadonlySet<RecipientWarning> = new Set(['blocked', 'tokenContract']);

export function recipientWarnings(parameters: {
  recipient: Address;
  account: Address | undefined;
  /** The addresses of the chain's listed tokens (and the one being sent). */
  tokenAddresses: readonly string[];
  /** The user's own view-only wallets. */
  viewOnlyAddresses: readonly string[];
  /** The risk-screening service reports the address as sanctioned. */
  blocked: boolean;
}): RecipientWarning[] {
  const same = (other: string) => other.toLowerCase() === parameters.recipient.toLowerCase();
  const warnings: RecipientWarning[] = [];
  if (parameters.blocked) warnings.push('blocked');
  if (parameters.tokenAddresses.some(same)) warnings.push('tokenContract');
  if (parameters.account && same(parameters.account)) warnings.push('self');
  if (parameters.viewOnlyAddresses.some(same)) warnings.push('viewOnly');
  return warnings;
}

/** An NFT named in the send form's URL: `nft=<collection address>:<token id>` (issue 15, the drawer's NFT Send). */
export type SendNftParam = { collection: Address; tokenId: bigint };

/** Reads `nft=<address>:<decimal id>`; anything else is no NFT. */
export function parseSendNftParam(value: unknown): SendNftParam | undefined {
  if (typeof value !== 'string') return undefined;
  const match = SEND_NFT_PATTERN.exec(value.trim());
  if (!match) return undefined;
  const tokenId = BigInt(match[2]!);
  return tokenId < 2n ** 256n ? { collection: getAddress(match[1]!.toLowerCase()), tokenId } : undefined;
}
