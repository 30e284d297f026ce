// How the router reads and writes a URL's query: every value a plain string, as people and hosted links write them
// (`value=0.10` stays "0.10", never the number 0.1; `value=1.5` is written back as `1.5`, not `"1.5"`). The routes'
// validateSearch functions turn these strings into typed values and drop the bad ones (spec §2).

/** `?a=1&b=x` -> { a: '1', b: 'x' }; a repeated name keeps its last value. */
export function parseSearchString(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** The query for a search object, `?`-prefixed or empty; undefined, null and empty values are left out. */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A search value as the string it was written as: strings as they are, numbers and booleans spelled out. */
export function searchText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}
