import { describe, expect, it } from 'vitest';
import { createServicesApp } from '../app.ts';
import { TEST_MANIFEST as testManifest } from '../testManifest.ts';

describe('risk screening sandbox', () => {
  const { app } = createServicesApp({ manifest: () => testManifest });

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
});
