import { type Address, encodeFunctionData, maxUint256, zeroAddress } from 'viem';
import { erc20Abi, mintableErc20Abi, weth9Abi } from '../contract/abis/erc20.ts';
import { permit2Abi } from '../contract/abis/permit2.ts';
import { MAX_UINT160, MAX_UINT48, PERMIT2_ADDRESS } from '../contract/permit2.ts';
import type { TokenManifest } from '../contract/deployment.ts';
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

  /** A balance as of the chain's read tag: inside a block being filled, it counts the transactions queued so far. */
  balanceOf(token: TokenManifest, owner: Address): Promise<bigint> {
    const blockTag = this.chain.readTag;
    if (token.address === zeroAddress) return this.chain.public.getBalance({ address: owner, blockTag });
    return this.chain.public.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [owner],
      blockTag,
    });
  }

  /**
   * Gives `account` (a dev account's index, or an impersonated address) at least `amount` of a token: mints the mock
   * tokens, wraps ETH for WETH, tops up ETH. Inside a block being filled, its transactions join that block.
   */
  async ensure(account: number | Address, token: TokenManifest, amount: bigint): Promise<void> {
    const owner = typeof account === 'number' ? this.chain.account(account) : account;
    const balance = await this.balanceOf(token, owner);
    if (balance >= amount) return;
    const missing = amount - balance;
    if (token.address === zeroAddress) {
      await this.chain.test.setBalance({ address: owner, value: amount + 10n ** 20n });
    } else if (token.address === this.weth) {
      const eth = await this.balanceOf(NATIVE_ETH, owner);
      if (eth < missing + 10n ** 19n) await this.chain.test.setBalance({ address: owner, value: missing + 10n ** 21n });
      await this.chain.submit(account, {
        to: this.weth,
        data: encodeFunctionData({ abi: weth9Abi, functionName: 'deposit' }),
        value: missing,
      });
    } else {
      // fee-on-transfer tokens take nothing on mint, so minting the missing amount is exact
      await this.chain.submit(account, {
        to: token.address,
        data: encodeFunctionData({ abi: mintableErc20Abi, functionName: 'mint', args: [owner, missing] }),
      });
    }
  }

  /** ERC20 allowance for a spender that pulls tokens directly (v2 router, v3 position manager, Permit2). */
  async approve(account: number | Address, token: Address, spender: Address): Promise<void> {
    if (token === zeroAddress) return;
    const key = `${account}:${token}:${spender}`;
    if (this.approved.has(key)) return;
    await this.chain.write(account, token, erc20Abi, 'approve', [spender, maxUint256]);
    this.approved.add(key);
  }

  /** Token -> Permit2 allowance, then a standing Permit2 allowance for a spender (router or v4 position manager). */
  async approveViaPermit2(account: number | Address, token: Address, spender: Address): Promise<void> {
    if (token === zeroAddress) return;
    await this.approve(account, token, PERMIT2_ADDRESS);
    const key = `${account}:${token}:permit2:${spender}`;
    if (this.approved.has(key)) return;
    await this.chain.write(account, PERMIT2_ADDRESS, permit2Abi, 'approve', [token, spender, MAX_UINT160, MAX_UINT48]);
    this.approved.add(key);
  }
}
