// The new-position route's query parameters (spec §2 /positions/create): currencyA, currencyB, feeTier, hook and chain,
// each valid or absent; kept apart from the form's math so the route table stays small.
import { searchText } from '../routes/searchString';
import { NATIVE_PARAM } from '../swap/swapParams';

export type CreateSearch = {
  currencyA?: string;
  currencyB?: string;
  feeTier?: number;
  hook?: string;
  chain?: string;
};

export type ProtocolVersion = 'v2' | 'v3' | 'v4';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function currencyParam(value: unknown): string | undefined {
  const raw = searchText(value)?.trim();
  if (!raw) return undefined;
  if (/^(eth|native)$/i.test(raw)) return NATIVE_PARAM;
  return ADDRESS.test(raw) ? raw.toLowerCase() : undefined;
}

/** The create route's validateSearch: each value valid or absent. */
export function validateCreateSearch(raw: Record<string, unknown>): CreateSearch {
  const fee = Number(searchText(raw.feeTier));
  const hook = searchText(raw.hook)?.trim();
  return {
    currencyA: currencyParam(raw.currencyA),
    currencyB: currencyParam(raw.currencyB),
    feeTier: Number.isInteger(fee) && fee > 0 && fee < 1_000_000 ? fee : undefined,
    hook: hook && ADDRESS.test(hook) ? hook.toLowerCase() : undefined,
    chain: searchText(raw.chain)?.trim() || undefined,
  };
}

export function parseProtocolVersion(value: string | undefined): ProtocolVersion | undefined {
  const lower = value?.toLowerCase();
  return lower === 'v2' || lower === 'v3' || lower === 'v4' ? lower : undefined;
}

/** A token id as a position route writes it: decimal digits only (anything else is no position). */
export function parseTokenId(text: string): bigint | undefined {
  return /^\d{1,78}$/.test(text) ? BigInt(text) : undefined;
}
