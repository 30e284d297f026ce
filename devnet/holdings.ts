import { type Address, maxUint256, zeroAddress } from 'viem';
import { erc20Abi, mintableErc20Abi, weth9Abi } from '../src/chain/abis/erc20.ts';
import { permit2Abi } from '../src/chain/abis/permit2.ts';
import { MAX_UINT160, MAX_UINT48, PERMIT2_ADDRESS } from '../src/chain/permit2.ts';
import type { TokenManifest } from './manifest.ts';
import type { ChainSession } from './session.ts';

/** Native ETH as the market tables name it. */
export const NATIVE_ETH: TokenManifest = {
  address: zeroAddress,
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
  color: '#627EEA',
  flags: [],
};

/** Converts a USD value to a token's raw amount at a USD price. */
export function usdToAmount(usd: number, priceUsd: number, decimals: number): bigint {
  const whole = usd / priceUsd;
  const [int = '0', frac = ''] = whole.toFixed(Math.min(decimals, 12)).split('.');
  return BigInt(int) * 10n ** BigInt(decimals) + BigInt((frac + '0'.repeat(decimals)).slice(0, decimals) || '0');
}

/** Token balances and approvals of dev accounts; remembers what it already approved. */
export class Holdings {
  private approved = new Set<string>();

  constructor(
    private readonly chain: ChainSession,
    private readonly weth: Address,
  ) {}

  balanceOf(token: TokenManifest, owner: Address): Promise<bigint> {
    if (token.address === zeroAddress) return this.chain.public.getBalance({ address: owner });
    return this.chain.public.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
    });
  }

  /** Gives `account` at least `amount` of a token: mints the mock tokens, wraps ETH for WETH, tops up ETH. */
  async ensure(account: number, token: TokenManifest, amount: bigint): Promise<void> {
    const owner = this.chain.account(account);
    const balance = await this.balanceOf(token, owner);
    if (balance >= amount) return;
    const missing = amount - balance;
    if (token.address === zeroAddress) {
      await this.chain.test.setBalance({ address: owner, value: amount + 10n ** 20n });
    } else if (token.address === this.weth) {
      const eth = await this.chain.public.getBalance({ address: owner });
      if (eth < missing + 10n ** 19n) await this.chain.test.setBalance({ address: owner, value: missing + 10n ** 21n });
      await this.chain.write(account, this.weth, weth9Abi, 'deposit', [], missing);
    } else {
      // fee-on-transfer tokens take nothing on mint, so minting the missing amount is exact
      await this.chain.write(account, token.address, mintableErc20Abi, 'mint', [owner, missing]);
    }
  }

  /** ERC20 allowance for a spender that pulls tokens directly (v2 router, v3 position manager, Permit2). */
  async approve(account: number, token: Address, spender: Address): Promise<void> {
    if (token === zeroAddress) return;
    const key = `${account}:${token}:${spender}`;
    if (this.approved.has(key)) return;
    await this.chain.write(account, token, erc20Abi, 'approve', [spender, maxUint256]);
    this.approved.add(key);
  }

  /** Token -> Permit2 allowance, then a standing Permit2 allowance for a spender (router or v4 position manager). */
  async approveViaPermit2(account: number, token: Address, spender: Address): Promise<void> {
    if (token === zeroAddress) return;
    await this.approve(account, token, PERMIT2_ADDRESS);
    const key = `${account}:${token}:permit2:${spender}`;
    if (this.approved.has(key)) return;
    await this.chain.write(account, PERMIT2_ADDRESS, permit2Abi, 'approve', [token, spender, MAX_UINT160, MAX_UINT48]);
    this.approved.add(key);
  }
}
