// The sandbox treasury: the account a settled purchase's tokens come from, in a real devnet transaction (its hash is
// the purchase's blockchainTransactionId). It holds no key: the devnet impersonates it (SendAs) and its faucet stocks
// it (FundAccount), both injected by the composition root (devnet/sandboxAccess.ts); a real deployment injects neither
// and its aggregator delivers. One delivery at a time per chain, so the impersonated account's nonces never race.
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  formatUnits,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  parseUnits,
  zeroAddress,
} from 'viem';
import { erc20Abi } from '../../../contract/abis/erc20.ts';
import type { ChainDeployment } from '../../../contract/deployment.ts';
import type { FundAccount, SendAs } from '../sandboxAccess.ts';
import type { TradableToken } from './tradableTokens.ts';

export const TREASURY_ACCOUNT: Address = '0x00000000000000000000000000000000f1A7F1A7';
/** Whole tokens (and ETH) the treasury tops up beyond a delivery, so most deliveries need no top-up. */
const STOCK = '100000';
const ETH_STOCK = '100';
const GAS_ETH = parseEther('1');

export type Deliver = (token: TradableToken, to: Address, amount: bigint) => Promise<Hex>;

export function publicClientFor(): (chain: ChainDeployment) => PublicClient {
  const clients = new Map<string, PublicClient>();
  return (chain) => {
    let client = clients.get(chain.rpcUrl);
    if (!client) {
      // cacheTime 0: the sale watcher must see each new block at once, not viem's block number of 4 s ago
      client = createPublicClient({
        transport: http(chain.rpcUrl, { retryCount: 0, timeout: 10_000 }),
        cacheTime: 0,
      });
      clients.set(chain.rpcUrl, client);
    }
    return client;
  };
}

export function createTreasury(
  access: { fund: FundAccount; sendAs: SendAs },
  clientFor: (chain: ChainDeployment) => PublicClient,
): Deliver {
  const queues = new Map<number, Promise<unknown>>();
  const deliver = async (token: TradableToken, to: Address, amount: bigint): Promise<Hex> => {
    const { chain } = token;
    const client = clientFor(chain);
    const native = token.address === zeroAddress;
    const eth = await client.getBalance({ address: TREASURY_ACCOUNT });
    const held = native
      ? eth
      : await client.readContract({
          address: token.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [TREASURY_ACCOUNT],
        });
    const ethShort = eth < GAS_ETH + (native ? amount : 0n);
    if (ethShort || held < amount) {
      const topUp = native ? formatUnits(amount + parseUnits(ETH_STOCK, 18), 18) : '1';
      const tokens =
        native || held >= amount
          ? {}
          : { [token.symbol]: formatUnits(amount + parseUnits(STOCK, token.decimals), token.decimals) };
      await access.fund({ chain, to: TREASURY_ACCOUNT, eth: topUp, tokens });
    }
    const receipt = native
      ? await access.sendAs(chain, TREASURY_ACCOUNT, { to, data: '0x', value: amount })
      : await access.sendAs(chain, TREASURY_ACCOUNT, {
          to: token.address,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
        });
    if (receipt.status !== 'success') throw new Error('delivery reverted');
    return receipt.transactionHash;
  };
  return (token, to, amount) => {
    const run = (queues.get(token.chain.chainId) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => deliver(token, to, amount));
    queues.set(token.chain.chainId, run);
    return run;
  };
}
