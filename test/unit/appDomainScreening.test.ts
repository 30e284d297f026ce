// The connection sheet's screening client (src/data/appDomainScreening.ts) against the services server's risk
// screening, through the whole server: a flagged site, a clear one, and one the server cannot answer for.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServicesApp } from '../../server/app.ts';
import { TEST_MANIFEST } from '../../server/testManifest.ts';
import { screenDomains } from '../../src/data/appDomainScreening.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const { app } = createServicesApp({ manifest: () => TEST_MANIFEST, flaggedDomains: ['drainer.example'] });

beforeEach(() => {
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => app.request(new URL(input, ORIGIN).toString(), init));
});
afterEach(() => vi.unstubAllGlobals());

describe('screenDomains', () => {
  it('should say which sites the risk screening flags, and leave out one it cannot answer for', async () => {
    const screened = await screenDomains(['app.drainer.example', 'dapp.example', 'not a host']);
    expect(screened).toEqual({ 'app.drainer.example': true, 'dapp.example': false });
  });

  it('should leave every site out when the service cannot be reached', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screenDomains(['dapp.example'])).toEqual({});
  });
});
