// spec §2 "Query parameters" of the swap page: inputCurrency, outputCurrency, value, field and chain, read on load and
// written back as the trader edits, so a link reopens the same trade.

export type SwapField = 'INPUT' | 'OUTPUT';

export type SwapParams = {
  inputCurrency?: string;
  outputCurrency?: string;
  value: string;
  field: SwapField;
  chain?: string;
};

/** The native coin in a URL: "ETH" (or "NATIVE"), as hosted swap links write it. */
export const NATIVE_PARAM = 'ETH';

const AMOUNT = /^\d*\.?\d*$/;

export function readSwapParams(search: string): SwapParams {
  const params = new URLSearchParams(search);
  const value = (params.get('value') ?? '').trim();
  const field = (params.get('field') ?? '').toUpperCase();
  const currency = (name: string) => {
    const raw = params.get(name)?.trim();
    if (!raw) return undefined;
    if (/^(eth|native)$/i.test(raw)) return NATIVE_PARAM;
    return /^0x[0-9a-fA-F]{40}$/.test(raw) ? raw.toLowerCase() : undefined;
  };
  return {
    inputCurrency: currency('inputCurrency'),
    outputCurrency: currency('outputCurrency'),
    value: AMOUNT.test(value) ? value : '',
    field: field === 'OUTPUT' ? 'OUTPUT' : 'INPUT',
    chain: params.get('chain')?.trim() || undefined,
  };
}

/** The search string with the swap parameters set (empty ones removed), other parameters kept as they were. */
export function writeSwapParams(search: string, swap: SwapParams): string {
  const params = new URLSearchParams(search);
  const set = (name: string, value: string | undefined) => (value ? params.set(name, value) : params.delete(name));
  set('inputCurrency', swap.inputCurrency);
  set('outputCurrency', swap.outputCurrency);
  set('value', swap.value);
  set('field', swap.value ? swap.field : undefined);
  set('chain', swap.chain);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The chain selector: a new chain clears the tokens, the amount and the field (spec §2). */
export function selectChain(_: SwapParams, chain: string): SwapParams {
  return { value: '', field: 'INPUT', chain };
}
