import { type Address, createTestClient, http, parseEther, parseUnits, zeroAddress } from 'viem';
import { mintableErc20Abi, weth9Abi } from '../contract/abis/erc20.ts';
import type { ChainDeployment } from '../contract/deployment.ts';
import { ChainSession } from './session.ts';

export type FaucetRequest = {
  chain: ChainDeployment;
  to: Address;
  /** ETH to add (default 10). */
  eth?: string;
  /** Whole-token amounts by symbol; default: 1,000 of every seeded token (WETH: 10). */
  tokens?: Record<string, string>;
};

/**
 * Gives an address ETH and seeded tokens on a devnet chain: what "Get test funds" in testnet mode calls.
 * ETH is added with anvil_setBalance; tokens are minted (the seeded mocks let anyone mint); WETH is wrapped for it.
 * @example await faucet({ chain: manifest.chains['31337'], to: '0x…', tokens: { USDC: '500' } })
 */
export async function faucet({ chain, to, eth = '10', tokens }: FaucetRequest): Promise<void> {
  const session = new ChainSession(chain.chainId, chain.name, chain.rpcUrl);
  const test = createTestClient({ mode: 'anvil', transport: http(chain.rpcUrl) });
  const balance = await session.public.getBalance({ address: to });
  const wanted = tokens ?? Object.fromEntries(chain.tokens.map((t) => [t.symbol, t.symbol === 'WETH' ? '10' : '1000']));
  for (const [symbol, amount] of Object.entries(wanted)) {
    const token = chain.tokens.find((t) => t.symbol === symbol);
    if (!token || token.address === zeroAddress) throw new Error(`The faucet has no ${symbol} on ${chain.name}`);
    const raw = parseUnits(amount, token.decimals);
    if (token.flags.includes('wrappedNative')) {
      // wrap as the recipient: give it the ETH (and gas), then deposit from its own address
      const current = await session.public.getBalance({ address: to });
      await test.setBalance({ address: to, value: current + raw + parseEther('1') });
      await test.impersonateAccount({ address: to });
      try {
        await session.write(to, token.address, weth9Abi, 'deposit', [], raw);
      } finally {
        await test.stopImpersonatingAccount({ address: to });
      }
    } else {
      await session.write(0, token.address, mintableErc20Abi, 'mint', [to, raw]);
    }
  }
  // last, so the gas of wrapping as the recipient leaves the ETH it gets exact
  await test.setBalance({ address: to, value: balance + parseEther(eth) });
}
