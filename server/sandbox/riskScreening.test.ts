import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createServicesApp } from '../app.ts';
import { TEST_MANIFEST as testManifest } from '../testManifest.ts';
import { normalizeDomain } from './riskScreening.ts';

describe('risk screening sandbox', () => {
  const { app } = createServicesApp({ manifest: () => testManifest, flaggedDomains: ['drainer.example'] });
  const categoriesOf = async (path: string) =>
    ((await (await app.request(path)).json()) as { identifications: { category: string }[] }).identifications.map(
      (i) => i.category,
    );

  it('should answer no identifications when the address is not listed', async () => {
    const response = await app.request('/api/risk/v1/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ identifications: [] });
  });

  it('should identify a sanctioned wallet when the address is on the sandbox list', async () => {
    const response = await app.request('/api/risk/v1/address/0xa0Ee7A142d267C1f36714E4a8F75612F20a79720');
    const body = (await response.json()) as { identifications: { category: string }[] };
    expect(body.identifications.map((i) => i.category)).toEqual(['sanctions']);
  });

  it('should refuse a malformed address with a 400', async () => {
    expect((await app.request('/api/risk/v1/address/nope')).status).toBe(400);
  });

  it('should flag a website on the list, and every site under it, when an app connects from it', async () => {
    expect(await categoriesOf('/api/risk/v1/domain/drainer.example')).toEqual(['phishing']);
    expect(await categoriesOf('/api/risk/v1/domain/App.Drainer.Example.')).toEqual(['phishing']);
    expect(await categoriesOf('/api/risk/v1/domain/dapp.example')).toEqual([]);
    // a name that only ends with the listed one is another site
    expect(await categoriesOf('/api/risk/v1/domain/notdrainer.example')).toEqual([]);
  });

  it('should refuse what is not a host name with a 400', async () => {
    for (const bad of [
      '',
      'a..b',
      '-a.example',
      'a.example:8080',
      'user@a.example',
      'a.example%2Fpath',
      'x'.repeat(300),
    ])
      expect((await app.request(`/api/risk/v1/domain/${encodeURIComponent(bad)}`)).status, bad).not.toBe(200);
  });

  it('should read any text as a host name or refuse it, never throw, and keep a name it reads unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.domain()), (text) => {
        const domain = normalizeDomain(text);
        if (domain === undefined) return;
        expect(domain).toMatch(/^[a-z0-9.-]+$/);
        expect(normalizeDomain(domain)).toBe(domain);
      }),
      { numRuns: 300 },
    );
    expect(normalizeDomain('bücher.example')).toBe('xn--bcher-kva.example');
  });
});
