import { describe, expect, it } from 'vitest';
import { createAnalyticsClient } from './analyticsClient';

function recordingFetch(status: number, country?: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init: init ?? {} });
    return new Response('{}', { status, headers: country ? { 'Origin-Country': country } : {} });
  };
  return { calls, fetchImpl };
}

describe('createAnalyticsClient', () => {
  it('should POST JSON with keepalive and the origin-application and build headers', async () => {
    const { calls, fetchImpl } = recordingFetch(200);
    const client = createAnalyticsClient({ url: '/api/analytics', build: 'abc', fetchImpl });
    expect(await client.send([{ event: 'page_view' }])).toBe('success');
    const init = calls[0]!.init;
    expect([init.method, init.keepalive]).toEqual(['POST', true]);
    expect(init.headers).toMatchObject({ 'x-origin-application': 'sluice-web', 'x-application-build': 'abc' });
    expect(JSON.parse(String(init.body))).toEqual({ events: [{ event: 'page_view' }] });
  });
  it('should report the Origin-Country header only once', async () => {
    const seen: string[] = [];
    const { fetchImpl } = recordingFetch(429, 'GB');
    const client = createAnalyticsClient({ url: '/a', fetchImpl, onOriginCountry: (c) => seen.push(c) });
    expect(await client.send([])).toBe('rate_limit');
    await client.send([]);
    expect(seen).toEqual(['GB']);
  });
});
