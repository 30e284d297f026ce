// The services URL a person sets in the extension (issue 30): the origin of a Sluice services server (its runtime config
// names the chains; the side panel frames its app). Only an http(s) origin: no path, query, fragment or credentials.

export type ServicesUrlReading = { ok: true; origin: string } | { ok: false };

/**
 * @example
 * readServicesUrl(' http://127.0.0.1:8787/ '); // { ok: true, origin: 'http://127.0.0.1:8787' }
 * readServicesUrl('ftp://example.com'); // { ok: false }
 */
export function readServicesUrl(input: string): ServicesUrlReading {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return { ok: false };
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare || !url.hostname) return { ok: false };
  return { ok: true, origin: url.origin };
}
