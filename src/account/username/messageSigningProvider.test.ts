import { describe, expect, it } from 'vitest';
import { type Address, type SignableMessage, createWalletClient, custom, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { messageSigningProvider } from './messageSigningProvider';

const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f9603b6b78690d');
const signer = { signMessage: (_address: Address, message: SignableMessage) => account.signMessage({ message }) };

describe('messageSigningProvider', () => {
  it('should sign a message as the wallet’s account when viem asks for personal_sign', async () => {
    const provider = messageSigningProvider({ signer } as never, account.address, 31337);
    const wallet = createWalletClient({ account: account.address, transport: custom(provider) });
    const signature = await wallet.signMessage({ message: 'Claim a username for this wallet.' });
    expect(
      await verifyMessage({ address: account.address, message: 'Claim a username for this wallet.', signature }),
    ).toBe(true);
  });

  it('should refuse anything else, so nothing is sent before the wallet connects', async () => {
    const provider = messageSigningProvider({ signer } as never, account.address, 31337);
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] } as never)).rejects.toMatchObject({
      code: 4200,
    });
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
  });
});
