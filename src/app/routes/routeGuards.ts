// What the router does before a route renders: legacy hash URLs, blocked paths and the runtime-config lookups
// redirects and external exits need.
import type { QueryClient } from '@tanstack/react-query';
import { runtimeConfigQuery, type RuntimeConfig } from '../../data/runtimeConfig';

export const FALLBACK_DEFAULT_CHAIN = 'devnet';

/** spec §2: paths named in the blocked-paths meta tag, other than /swap, are replaced by /swap. */
export function blockedPathRedirect(pathname: string, metaContent: string | null | undefined): string | undefined {
  const blocked = (metaContent ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const normalized = pathname.replace(/\/+$/, '') || '/';
  return normalized !== '/swap' && blocked.includes(normalized) ? '/swap' : undefined;
}

/** spec §2: on `/`, a hash such as `#/swap?x=1` from the old hash router redirects to that path. */
export function hashPathRedirect(pathname: string, hash: string): string | undefined {
  const path = hash.startsWith('#') ? hash.slice(1) : hash;
  return pathname === '/' && path.startsWith('/') && path !== '/' ? path : undefined;
}

export function readBlockedPathsMeta(): string | null {
  if (typeof document === 'undefined') return null; // prerendering (scripts/prerender.ts)
  return document.querySelector('meta[property="x:blocked-paths"]')?.getAttribute('content') ?? null;
}

/** The runtime config, from cache when present; undefined when it cannot be had (offline, first visit). */
export async function runtimeConfigOrUndefined(queryClient: QueryClient): Promise<RuntimeConfig | undefined> {
  const cached = queryClient.getQueryData<RuntimeConfig>(runtimeConfigQuery.queryKey);
  if (cached) return cached;
  // An offline query would pause until the network returns, and the navigation with it: answer at once instead.
  if (!navigator.onLine) return undefined;
  try {
    return await queryClient.fetchQuery({ ...runtimeConfigQuery, retry: false, networkMode: 'always' });
  } catch {
    return undefined;
  }
}
