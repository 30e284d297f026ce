// ENS on the devnet (issue 15): ENS's registry and public resolver from their npm artifacts under our
// UniversalResolver, read through viem's own ENS actions as the send form reads them.
import { getEnsName } from 'viem/actions';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { publicClientFor } from '../../src/chain/clients.ts';
import { resolveEnsName } from '../../src/chain/resolveEnsName.ts';
import { devnetChainManifest } from './fixtures.ts';

describe.each([31337, 31338])('names on chain %i', (chainId) => {
  const chain = devnetChainManifest(chainId);
  const client = publicClientFor(chain);

  it('should resolve every seeded name to its dev account, and an unknown name to nothing', async () => {
    expect(chain.names?.map((n) => n.name)).toEqual(['alice.eth', 'bob.eth', 'carol.eth']);
    for (const { name, address } of chain.names!) {
      expect(await resolveEnsName(client, { name }), name).toBe(address);
    }
    expect(chain.names![0]!.address).toBe(DEV_ACCOUNTS[1]);
    expect(await resolveEnsName(client, { name: 'nobody.eth' })).toBeNull();
    expect(await resolveEnsName(client, { name: 'ALICE.eth' })).toBe(DEV_ACCOUNTS[1]);
  });

  it('should give an account with a reverse record its primary name, and one without none', async () => {
    expect(await getEnsName(client, { address: DEV_ACCOUNTS[1]! })).toBe('alice.eth');
    expect(await getEnsName(client, { address: DEV_ACCOUNTS[2]! })).toBe('bob.eth');
    expect(await getEnsName(client, { address: DEV_ACCOUNTS[3]! })).toBeNull();
  });
});
