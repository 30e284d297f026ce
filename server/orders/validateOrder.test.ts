// The order service's off-chain checks against the hardening probe's orders (issue 35): an order is stored only when
// every field the reactor acts on is a plain limit order's, so what is stored is what any filler pays.
import { type Address, type Hex, concat, numberToHex, slice, toHex, hexToBigInt, pad } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { ChainDeployment } from '../../contract/deployment.ts';
import {
  buildLimitOrder,
  encodeOrder,
  type ExclusiveDutchOrder,
  orderTypedData,
} from '../../contract/uniswapxOrder.ts';
import { TEST_MANIFEST } from '../testManifest.ts';
import { validateOffChain } from './validateOrder.ts';

const REACTOR: Address = '0x00000000000000000000000000000000000000d1';
const chain: ChainDeployment = {
  ...TEST_MANIFEST.chains.devnet!,
  contracts: { ...TEST_MANIFEST.chains.devnet!.contracts, ExclusiveDutchOrderReactor: REACTOR },
};
const [usdc, , fot] = chain.tokens.map((t) => t.address);
const swapper = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const NOW = 1_000;
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

function order(changes: Partial<ExclusiveDutchOrder> = {}): ExclusiveDutchOrder {
  return {
    ...buildLimitOrder({
      reactor: REACTOR,
      swapper: swapper.address,
      nonce: 7n,
      deadline: 2_000n,
      input: { token: chain.contracts.WETH9, amount: 10n ** 16n },
      output: { token: usdc!, amount: 1_000_000n },
    }),
    ...changes,
  };
}

async function post(o: ExclusiveDutchOrder, sign: (signature: Hex) => Hex = (s) => s) {
  const signature = await swapper.signTypedData(orderTypedData(o, chain.chainId));
  return validateOffChain(chain, encodeOrder(o), sign(signature), NOW);
}

describe('validateOffChain', () => {
  it('should accept a plain limit order signed by its swapper', async () => {
    const accepted = await post(order());
    expect(accepted).not.toHaveProperty('errorCode');
    expect(accepted).toHaveProperty('hash');
  });

  it('should refuse the drain order: another exclusive filler with an override the reactor would pay out', async () => {
    const drain = order({
      exclusiveFiller: '0x1111111111111111111111111111111111111111',
      exclusivityOverrideBps: 4_999_990_000n,
    });
    expect(await post(drain)).toEqual({
      errorCode: 'INVALID_ORDER',
      detail: 'A limit order is open to every filler: no exclusive filler and no override',
    });
    expect(await post(order({ exclusivityOverrideBps: 1n }))).toMatchObject({ errorCode: 'INVALID_ORDER' });
  });

  it('should refuse an additional validation contract and decay times a limit order does not have', async () => {
    const withValidation = order();
    withValidation.info = { ...withValidation.info, additionalValidationContract: REACTOR };
    expect(await post(withValidation)).toMatchObject({ detail: 'A limit order has no additional validation contract' });
    expect(await post(order({ decayStartTime: 1_500n }))).toMatchObject({ errorCode: 'INVALID_ORDER' });
    const late = order({ decayStartTime: 3_000n, decayEndTime: 3_000n });
    expect(await post(late)).toMatchObject({ errorCode: 'INVALID_ORDER' });
  });

  it('should refuse an order buying or selling a fee-on-transfer token, naming it', async () => {
    const buysFot = order();
    buysFot.outputs = [{ ...buysFot.outputs[0]!, token: fot! }];
    expect(await post(buysFot)).toEqual({
      errorCode: 'INVALID_ORDER',
      detail: 'FOT takes a fee on every transfer: a limit order cannot deliver its exact amount',
    });
    const sellsFot = order({ input: { token: fot!, startAmount: 1n, endAmount: 1n } });
    expect(await post(sellsFot)).toMatchObject({ errorCode: 'INVALID_ORDER' });
  });

  it('should refuse the malleable twin of a signature (high s) that recovers the same swapper', async () => {
    const highS = (signature: Hex): Hex => {
      const s = hexToBigInt(slice(signature, 32, 64));
      const v = hexToBigInt(slice(signature, 64, 65));
      return concat([
        slice(signature, 0, 32),
        pad(numberToHex(SECP256K1_N - s), { size: 32 }),
        toHex(v === 27n ? 28 : 27),
      ]);
    };
    expect(await post(order(), highS)).toEqual({
      errorCode: 'INVALID_SIGNATURE',
      detail: 'A signature is 65 bytes with a low s value',
    });
  });
});
