// spec §2 "Query parameters" of the swap page: inputCurrency, outputCurrency, value, field and chain, read on load and
// written back as the trader edits, so a link reopens the same trade; outputChain, as Uniswap's links name it, when the
// output token is on another chain (a bridge, issue 31). The trade routes validate them
// (validateSwapSearch); the form works on SwapParams, the same values with their defaults.
import { parseSearchString, searchText, stringifySearch } from '../routes/searchString';

export type SwapField = 'INPUT' | 'OUTPUT';

export type SwapParams = {
  inputCurrency?: string;
  outputCurrency?: string;
  value: string;
  field: SwapField;
  chain?: string;
  /** The output token's chain when it is not `chain`: the trade is a bridge. */
  outputChain?: string;
};

/** The swap parameters as the router holds them: each one valid or absent. */
export type SwapSearch = {
  inputCurrency?: string;
  outputCurrency?: string;
  value?: string;
  field?: SwapField;
  chain?: string;
  outputChain?: string;
};

/** The native coin in a URL: "ETH" (or "NATIVE"), as hosted swap links write it. */
export const NATIVE_PARAM = 'ETH';

const AMOUNT = /^\d*\.?\d*$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

function currencyParam(value: unknown): string | undefined {
  const raw = searchText(value)?.trim();
  if (!raw) return undefined;
  if (/^(eth|native)$/i.test(raw)) return NATIVE_PARAM;
  return ADDRESS.test(raw) ? raw.toLowerCase() : undefined;
}

/** The trade routes' validateSearch: every swap key present, undefined when absent or bad. */
export function validateSwapSearch(raw: Record<string, unknown>): SwapSearch {
  const value = searchText(raw.value)?.trim() ?? '';
  const field = searchText(raw.field)?.toUpperCase();
  return {
    inputCurrency: currencyParam(raw.inputCurrency),
    outputCurrency: currencyParam(raw.outputCurrency),
    value: value && AMOUNT.test(value) ? value : undefined,
    field: field === 'OUTPUT' || field === 'INPUT' ? field : undefined,
    chain: searchText(raw.chain)?.trim() || undefined,
    outputChain: searchText(raw.outputChain)?.trim() || undefined,
  };
}

/** `<collection address>:<decimal token id>`. */
export const SEND_NFT_PATTERN = /^(0x[0-9a-fA-F]{40}):(\d{1,78})$/;

/** The /send tab's search: the swap keys and an NFT to send (`nft=<collection>:<token id>`), valid or absent. */
export function validateSendSearch(raw: Record<string, unknown>): SwapSearch & { nft?: string } {
  const nft = searchText(raw.nft)?.trim();
  return { ...validateSwapSearch(raw), nft: nft && SEND_NFT_PATTERN.test(nft) ? nft : undefined };
}

/** The form's parameters from validated search: no amount is '', no field is INPUT. */
export function swapParamsFromSearch(search: SwapSearch): SwapParams {
  return {
    inputCurrency: search.inputCurrency,
    outputCurrency: search.outputCurrency,
    value: search.value ?? '',
    field: search.field ?? 'INPUT',
    chain: search.chain,
    outputChain: search.outputChain,
  };
}

/** The search for the form's parameters: empty ones undefined (left out of the URL), the field only with an amount. */
export function swapSearchFromParams(swap: SwapParams): SwapSearch {
  return {
    inputCurrency: swap.inputCurrency || undefined,
    outputCurrency: swap.outputCurrency || undefined,
    value: swap.value || undefined,
    field: swap.value ? swap.field : undefined,
    chain: swap.chain || undefined,
    outputChain: swap.outputChain || undefined,
  };
}

export function readSwapParams(search: string): SwapParams {
  return swapParamsFromSearch(validateSwapSearch(parseSearchString(search)));
}

/** The search string with the swap parameters set (empty ones removed), other parameters kept as they were. */
export function writeSwapParams(search: string, swap: SwapParams): string {
  return stringifySearch({ ...parseSearchString(search), ...swapSearchFromParams(swap) });
}

/** The chain selector: a new chain clears the tokens, the amount and the field (spec §2). */
export function selectChain(_: SwapParams, chain: string): SwapParams {
  return { value: '', field: 'INPUT', chain };
}
