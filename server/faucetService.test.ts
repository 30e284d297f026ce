import { describe, expect, it } from 'vitest';
import { createFaucetService } from './faucetService.ts';
import { TEST_MANIFEST } from './testManifest.ts';

const app = createFaucetService(() => TEST_MANIFEST);
const post = (body: unknown) =>
  app.request('/', { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } });

describe('POST /api/faucet', () => {
  it('should refuse a chain that is not in the devnet manifest', async () => {
    const response = await post({ chainId: 1, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'not_a_devnet_chain' });
  });

  it('should refuse an address that is not an address', async () => {
    const response = await post({ chainId: 31337, address: '0x1234' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_address' });
  });
});
