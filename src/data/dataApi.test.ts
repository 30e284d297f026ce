import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataApiError, fetchData, retryDataQuery } from './dataApi';

/** A data API that never answers: the request ends only when its signal aborts. */
const hangingFetch = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
  });

describe('fetchData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should fail as "timed out" when the API does not answer in time, so the screen stops loading', async () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    const error = await fetchData('http://api', '/tokens', undefined, 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataApiError);
    expect(error).toMatchObject({ message: 'timed out', status: 0 });
    // retried once, as an unreachable API is
    expect(retryDataQuery(0, error)).toBe(true);
    expect(retryDataQuery(1, error)).toBe(false);
  });

  it('should pass on the caller’s own abort rather than call it a failure', async () => {
    vi.stubGlobal('fetch', vi.fn(hangingFetch));
    const controller = new AbortController();
    const pending = fetchData('http://api', '/tokens', controller.signal, 60_000);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(DataApiError);
    expect((error as Error).name).toBe('AbortError');
  });

  it('should say "unreachable" when the connection fails and name the status of an error answer', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchData('http://api', '/tokens')).rejects.toMatchObject({ message: 'unreachable', status: 0 });
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(new Response('', { status: 502 }))));
    await expect(fetchData('http://api', '/tokens')).rejects.toMatchObject({ message: 'HTTP 502', status: 502 });
  });
});
