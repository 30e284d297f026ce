import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { usernameOfQueryKey } from '../../data/usernames';
import { newPasskeyName } from '../../lib/wallet/passkeyLabel';
import { passkeyBaseName } from './passkeyBaseName';

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('passkeyBaseName', () => {
  it('should name a new passkey after the wallet’s username when it has one', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(usernameOfQueryKey({ address }), 'alice');
    expect(newPasskeyName(await passkeyBaseName(queryClient, address), 2)).toBe('alice (3)');
  });

  it('should name it after the app when the wallet has no username', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(usernameOfQueryKey({ address }), null);
    expect(newPasskeyName(await passkeyBaseName(queryClient, address), 0)).toBe('Sluice (1)');
  });
});
