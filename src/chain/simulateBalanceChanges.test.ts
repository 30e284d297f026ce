import fc from 'fast-check';
import {
  type Address,
  type Hex,
  encodeAbiParameters,
  encodeErrorResult,
  encodeEventTopics,
  encodeFunctionData,
  getAddress,
  maxUint256,
  parseAbi,
  toEventSelector,
} from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi, weth9Abi } from '../../contract/abis/erc20.ts';
import { erc721Abi } from '../../contract/abis/erc721.ts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { universalRouterAbi } from '../../contract/abis/v4.ts';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { UNIVERSAL_ROUTER_REVERTS, classifyError } from './classifyError.ts';
import {
  type BalanceRead,
  EVENT_TOPICS,
  NATIVE_TRANSFER_ADDRESS,
  type SimulationLog,
  balanceChangesFromLogs,
  revertedCallError,
  tokensMovedFor,
} from './simulateBalanceChanges.ts';

const ACCOUNT = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const OTHERS = [getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8'), getAddress(`0x${'22'.repeat(20)}`)];
const TOKENS = [`0x${'a1'.repeat(20)}`, `0x${'b2'.repeat(20)}`, `0x${'c3'.repeat(20)}`].map((t) => getAddress(t));
const NFT = getAddress(`0x${'d4'.repeat(20)}`);
const ROUTER = getAddress(`0x${'e5'.repeat(20)}`);

/** Every indexed argument given: each topic is one hash (no null wildcard, no OR-list). */
const topicsOf = (...parameters: Parameters<typeof encodeEventTopics>) => encodeEventTopics(...parameters) as Hex[];
const erc20Transfer = (token: Address, from: Address, to: Address, value: bigint): SimulationLog => ({
  address: token,
  topics: topicsOf({ abi: erc20Abi, eventName: 'Transfer', args: { from, to } }),
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
});
const nftTransfer = (from: Address, to: Address, tokenId: bigint): SimulationLog => ({
  address: NFT,
  topics: topicsOf({ abi: erc721Abi, eventName: 'Transfer', args: { from, to, tokenId } }),
  data: '0x',
});
const erc20Approval = (token: Address, owner: Address, spender: Address, value: bigint): SimulationLog => ({
  address: token,
  topics: topicsOf({ abi: erc20Abi, eventName: 'Approval', args: { owner, spender } }),
  data: encodeAbiParameters([{ type: 'uint256' }], [value]),
});
const permit2Approval = (
  token: Address,
  spender: Address,
  amount: bigint,
  expiration: number,
  at = PERMIT2_ADDRESS,
) => ({
  address: at,
  topics: topicsOf({ abi: permit2Abi, eventName: 'Approval', args: { owner: ACCOUNT, token, spender } }),
  data: encodeAbiParameters([{ type: 'uint160' }, { type: 'uint48' }], [amount, expiration]),
});

type Move = { token: Address | 'native'; from: Address; to: Address; value: bigint };
const parties = fc.constantFrom(ACCOUNT, ...OTHERS);
const moves = fc.array(
  fc.record({
    token: fc.constantFrom<Address | 'native'>('native', ...TOKENS),
    from: parties,
    to: parties,
    value: fc.bigInt({ min: 1n, max: 10n ** 30n }),
  }),
  { maxLength: 24 },
);
const logOf = ({ token, from, to, value }: Move) =>
  erc20Transfer(token === 'native' ? NATIVE_TRANSFER_ADDRESS : token, from, to, value);

/** What the account gains of each token (negative: loses), summed move by move. */
function netOf(list: readonly Move[], token: Address | 'native'): bigint {
  return list
    .filter((move) => move.token === token)
    .reduce((sum, { from, to, value }) => sum + (to === ACCOUNT ? value : 0n) - (from === ACCOUNT ? value : 0n), 0n);
}

describe('balanceChangesFromLogs', () => {
  it('should name the events it reads by the selectors of their ABIs', () => {
    expect(EVENT_TOPICS).toEqual({
      Transfer: toEventSelector(erc20Abi.find((item) => item.type === 'event' && item.name === 'Transfer')!),
      Approval: toEventSelector(erc20Abi.find((item) => item.type === 'event' && item.name === 'Approval')!),
      Deposit: toEventSelector(weth9Abi.find((item) => item.type === 'event' && item.name === 'Deposit')!),
      Withdrawal: toEventSelector(weth9Abi.find((item) => item.type === 'event' && item.name === 'Withdrawal')!),
      Permit2Approval: toEventSelector(permit2Abi.find((item) => item.type === 'event' && item.name === 'Approval')!),
      Permit2Permit: toEventSelector(permit2Abi.find((item) => item.type === 'event' && item.name === 'Permit')!),
    });
  });

  it('should give each token the sum of the transfers in minus the transfers out when nothing is read', () => {
    fc.assert(
      fc.property(moves, (list) => {
        const { changes } = balanceChangesFromLogs({ account: ACCOUNT, logs: list.map(logOf) });
        const expected = [
          { kind: 'native', amount: netOf(list, 'native') },
          ...TOKENS.map((token) => ({ kind: 'erc20', token, amount: netOf(list, token) })),
        ].filter((change) => change.amount !== 0n);
        expect(changes).toEqual(expected);
      }),
    );
  });

  it('should give the same changes when the logs come in any order', () => {
    fc.assert(
      fc.property(
        moves.chain((list) => fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length }))),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        ([list, shuffled], before) => {
          const reads: BalanceRead[] = [{ token: TOKENS[0]!, before, after: before + netOf(list, TOKENS[0]!) }];
          expect(balanceChangesFromLogs({ account: ACCOUNT, logs: shuffled.map(logOf), reads })).toEqual(
            balanceChangesFromLogs({ account: ACCOUNT, logs: list.map(logOf), reads }),
          );
        },
      ),
    );
  });

  it('should take an ERC-20 change from the reads when the logs disagree (a fee-on-transfer token)', () => {
    fc.assert(
      fc.property(
        moves,
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        (list, before, after) => {
          const reads: BalanceRead[] = [{ token: TOKENS[1]!, before, after }];
          const { changes } = balanceChangesFromLogs({ account: ACCOUNT, logs: list.map(logOf), reads });
          const change = changes.find((c) => c.kind === 'erc20' && c.token === TOKENS[1]);
          expect(change?.kind === 'erc20' ? change.amount : 0n).toBe(after - before);
        },
      ),
    );
  });

  it('should fall back to the logs for a token whose read failed', () => {
    const logs = [erc20Transfer(TOKENS[0]!, ACCOUNT, OTHERS[0]!, 5n)];
    const reads: BalanceRead[] = [{ token: TOKENS[0]!, before: undefined, after: undefined }];
    expect(balanceChangesFromLogs({ account: ACCOUNT, logs, reads }).changes).toEqual([
      { kind: 'erc20', token: TOKENS[0], amount: -5n },
    ]);
  });

  it('should count a WETH9 deposit and withdrawal as the wrapped token moving', () => {
    const wrapped = (eventName: 'Deposit' | 'Withdrawal', wad: bigint): SimulationLog => ({
      address: TOKENS[2]!,
      topics: topicsOf({
        abi: weth9Abi,
        eventName,
        args: eventName === 'Deposit' ? { dst: ACCOUNT } : { src: ACCOUNT },
      }),
      data: encodeAbiParameters([{ type: 'uint256' }], [wad]),
    });
    const logs = [wrapped('Deposit', 10n), wrapped('Withdrawal', 3n)];
    expect(balanceChangesFromLogs({ account: ACCOUNT, logs }).changes).toEqual([
      { kind: 'erc20', token: TOKENS[2], amount: 7n },
    ]);
    expect(tokensMovedFor(ACCOUNT, logs)).toEqual([TOKENS[2]]);
  });

  it('should tell an NFT that leaves from one that arrives, and drop one that comes back', () => {
    const logs = [
      nftTransfer(ACCOUNT, OTHERS[0]!, 7n),
      nftTransfer(OTHERS[1]!, ACCOUNT, 3n),
      nftTransfer(ACCOUNT, OTHERS[0]!, 9n),
      nftTransfer(OTHERS[0]!, ACCOUNT, 9n),
    ];
    // a collection read with balanceOf counts NFTs: not an ERC-20 amount
    const reads: BalanceRead[] = [{ token: NFT, before: 4n, after: 4n }];
    expect(balanceChangesFromLogs({ account: ACCOUNT, logs, reads }).changes).toEqual([
      { kind: 'erc721', token: NFT, tokenId: 3n, direction: 'in' },
      { kind: 'erc721', token: NFT, tokenId: 7n, direction: 'out' },
    ]);
    expect(tokensMovedFor(ACCOUNT, logs)).toEqual([]);
  });

  it('should list the last allowance the account grants per token and spender', () => {
    const logs = [
      erc20Approval(TOKENS[0]!, ACCOUNT, ROUTER, 1n),
      erc20Approval(TOKENS[0]!, OTHERS[0]!, ROUTER, 2n),
      erc20Approval(TOKENS[1]!, ACCOUNT, PERMIT2_ADDRESS, maxUint256),
      erc20Approval(TOKENS[0]!, ACCOUNT, ROUTER, 0n),
      {
        address: NFT,
        topics: topicsOf({
          abi: parseAbi(['event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)']),
          eventName: 'Approval',
          args: { owner: ACCOUNT, approved: ROUTER, tokenId: 1n },
        }),
        data: '0x' as Hex,
      },
      permit2Approval(TOKENS[1]!, ROUTER, 50n, 1_900_000_000),
      permit2Approval(TOKENS[2]!, ROUTER, 60n, 1_900_000_000, OTHERS[1]),
    ];
    expect(balanceChangesFromLogs({ account: ACCOUNT, logs }).approvals).toEqual([
      { token: TOKENS[1], spender: PERMIT2_ADDRESS, amount: maxUint256, via: 'erc20' },
      { token: TOKENS[0], spender: ROUTER, amount: 0n, via: 'erc20' },
      { token: TOKENS[1], spender: ROUTER, amount: 50n, via: 'permit2', expiration: 1_900_000_000 },
    ]);
  });
});

describe('revertedCallError', () => {
  const swap = {
    to: ROUTER,
    data: encodeFunctionData({ abi: universalRouterAbi, functionName: 'execute', args: ['0x00', ['0x'], 1n] }),
  };

  it('should classify a UniversalRouter slippage revert by its custom error when the ABI is given', () => {
    const data = encodeErrorResult({ abi: universalRouterAbi, errorName: 'V3TooLittleReceived' });
    const error = revertedCallError({ account: ACCOUNT, call: { ...swap, abi: universalRouterAbi }, data });
    expect(classifyError(error, { reverts: UNIVERSAL_ROUTER_REVERTS, revertFallback: 'swapExpectedToFail' })).toEqual({
      message: 'slippageTooLow',
      errorName: 'V3TooLittleReceived',
    });
  });

  it('should classify a revert as the fallback when no ABI names its error', () => {
    const data = encodeErrorResult({ abi: universalRouterAbi, errorName: 'V3TooLittleReceived' });
    const error = revertedCallError({ account: ACCOUNT, call: swap, data });
    expect(classifyError(error, { reverts: UNIVERSAL_ROUTER_REVERTS, revertFallback: 'swapExpectedToFail' })).toEqual({
      message: 'swapExpectedToFail',
    });
  });

  it('should classify a revert without data as the fallback', () => {
    const error = revertedCallError({ account: ACCOUNT, call: { ...swap, abi: universalRouterAbi }, data: '0x' });
    expect(
      classifyError(error, { reverts: UNIVERSAL_ROUTER_REVERTS, revertFallback: 'swapExpectedToFail' }).message,
    ).toBe('swapExpectedToFail');
  });
});
