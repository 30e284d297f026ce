import fc from 'fast-check';
import { getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../tokenAmounts';
import {
  FIAT_DECIMALS,
  type RecipientInput,
  acceptsTypedAmount,
  fiatFromToken,
  readRecipientInput,
  recipientWarnings,
  sendButtonState,
  sendInputError,
  showsMax,
  toggledAmountText,
  tokenFromFiat,
  parseSendNftParam,
} from './sendForm';
import { validateSendSearch } from '../swap/swapParams';

const hexAddress = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => `0x${Buffer.from(bytes).toString('hex')}` as const);
const whitespace = fc.constantFrom(' ', '\t', '\n', '  ', '\u00a0');

describe('readRecipientInput', () => {
  it('should read any typed text as one of the recipient kinds, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), hexAddress), (text) => {
        expect(['empty', 'address', 'name', 'username', 'invalid']).toContain(readRecipientInput(text).kind);
      }),
      { numRuns: 500 },
    );
    // 500 names through ENS normalisation: 6.6 s on a clean clone with journeys running beside it
  }, 20_000);

  it('should strip whitespace anywhere in an address and give it checksummed', () => {
    fc.assert(
      fc.property(hexAddress, fc.array(fc.tuple(fc.nat(42), whitespace), { maxLength: 4 }), (address, inserts) => {
        let text: string = address;
        for (const [at, space] of inserts) text = text.slice(0, at) + space + text.slice(at);
        expect(readRecipientInput(text)).toEqual({ kind: 'address', address: getAddress(address) });
      }),
    );
  });

  it('should refuse a mixed-case address whose checksum is wrong', () => {
    const checksummed = getAddress('0x52908400098527886e0f7030069857d2e4169ee7');
    // one letter's case flipped breaks the checksum
    const at = checksummed.search(/[A-F]/);
    const broken = checksummed.slice(0, at) + checksummed[at]!.toLowerCase() + checksummed.slice(at + 1);
    expect(readRecipientInput(checksummed)).toEqual({ kind: 'address', address: checksummed });
    expect(readRecipientInput(broken).kind).toBe('invalid');
  });

  it('should read names, usernames and the rest', () => {
    const cases: [string, RecipientInput][] = [
      ['', { kind: 'empty' }],
      ['   ', { kind: 'empty' }],
      ['alice.eth', { kind: 'name', name: 'alice.eth' }],
      [' Alice.ETH ', { kind: 'name', name: 'alice.eth' }],
      ['pay.alice.eth', { kind: 'name', name: 'pay.alice.eth' }],
      ['alice', { kind: 'username', username: 'alice' }],
      ['0x1234', { kind: 'invalid' }],
      ['alice.', { kind: 'invalid' }],
      ['.eth', { kind: 'invalid' }],
      ['Alice', { kind: 'invalid' }],
      ['al', { kind: 'invalid' }],
    ];
    for (const [text, expected] of cases) expect(readRecipientInput(text), text).toEqual(expected);
  });
});

const recipientInputs = fc.constantFrom<RecipientInput>(
  { kind: 'empty' },
  { kind: 'address', address: '0x0000000000000000000000000000000000000001' },
  { kind: 'name', name: 'alice.eth' },
  { kind: 'username', username: 'alice' },
  { kind: 'invalid' },
);

describe('sendButtonState', () => {
  it('should give the spec’s label and disabled state in its order for every combination', () => {
    fc.assert(
      fc.property(
        fc.record({
          connected: fc.boolean(),
          recipient: recipientInputs,
          validated: fc.option(fc.constant({ address: '0x0000000000000000000000000000000000000001' as const }), {
            nil: undefined,
          }),
          resolving: fc.boolean(),
          amount: fc.option(fc.bigInt({ min: 1n, max: 10n ** 30n }), { nil: undefined }),
          inputError: fc.constantFrom(undefined, 'insufficientFunds' as const, 'insufficientFundsForGas' as const),
          loading: fc.boolean(),
        }),
        (state) => {
          const expected = !state.connected
            ? { label: 'connectWallet', disabled: false }
            : state.recipient.kind !== 'empty' && !state.validated
              ? { label: state.resolving ? 'findingRecipient' : 'invalidRecipient', disabled: true }
              : state.amount === undefined
                ? { label: 'noAmount', disabled: true }
                : !state.validated
                  ? { label: 'noRecipient', disabled: true }
                  : { label: 'send', disabled: state.inputError !== undefined || state.loading };
          expect(sendButtonState(state)).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('sendInputError', () => {
  it('should pass only an amount the balance and the network cost can both cover', () => {
    const wei = fc.bigInt({ min: 0n, max: 10n ** 24n });
    fc.assert(
      fc.property(
        fc.option(fc.bigInt({ min: 1n, max: 10n ** 24n }), { nil: undefined }),
        fc.option(wei, { nil: undefined }),
        wei,
        fc.boolean(),
        wei,
        (amount, balance, nativeBalance, native, networkCostWei) => {
          const error = sendInputError({
            amount,
            balance: native ? nativeBalance : balance,
            nativeBalance,
            native,
            networkCostWei,
          });
          const held = native ? nativeBalance : balance;
          const expected =
            amount === undefined
              ? undefined
              : held === undefined || held === 0n || amount > held
                ? 'insufficientFunds'
                : nativeBalance < networkCostWei + (native ? amount : 0n)
                  ? 'insufficientFundsForGas'
                  : undefined;
          expect(error).toBe(expected);
        },
      ),
    );
  });

  it('should wait for the network cost before judging gas', () => {
    expect(
      sendInputError({ amount: 5n, balance: 5n, nativeBalance: 0n, native: false, networkCostWei: undefined }),
    ).toBeUndefined();
  });
});

describe('fiat and token amounts', () => {
  it('should never give more token than the fiat typed buys, nor lose more than a unit', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.double({ min: 1e-6, max: 1e6, noNaN: true }),
        fc.constantFrom(0, 6, 8, 18),
        (fiat, price, decimals) => {
          const tokens = tokenFromFiat(fiat, price, decimals)!;
          const back = fiatFromToken(tokens, price, decimals)!;
          expect(back <= fiat).toBe(true);
          const oneMore = fiatFromToken(tokens + 1n, price, decimals)!;
          expect(oneMore + 1n >= fiat).toBe(true);
        },
      ),
    );
  });

  it('should fill a toggled field with text the other field accepts, for any typed text', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 12 }), fc.stringMatching(/^\d{0,6}(\.\d{0,20})?$/)),
        fc.boolean(),
        fc.option(fc.double({ min: 1e-4, max: 1e5, noNaN: true }), { nil: undefined }),
        fc.constantFrom(6, 8, 18),
        (text, inFiat, price, decimals) => {
          const next = toggledAmountText({ text, inFiat, price, decimals });
          expect(acceptsTypedAmount(next, inFiat ? decimals : FIAT_DECIMALS)).toBe(true);
          if (next !== '') expect(parseAmount(next, inFiat ? decimals : FIAT_DECIMALS)).toBeDefined();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('should fill 1 ETH at 3,000 as 3000 and back', () => {
    expect(toggledAmountText({ text: '1', inFiat: false, price: 3000, decimals: 18 })).toBe('3000');
    expect(toggledAmountText({ text: '3000', inFiat: true, price: 3000, decimals: 18 })).toBe('1');
    expect(toggledAmountText({ text: '10', inFiat: true, price: undefined, decimals: 18 })).toBe('');
  });

  it('should show Max while there is a balance the amount is not already', () => {
    expect(showsMax(undefined, undefined)).toBe(false);
    expect(showsMax(0n, undefined)).toBe(false);
    expect(showsMax(5n, undefined)).toBe(true);
    expect(showsMax(5n, 5n)).toBe(false);
  });
});

describe('recipientWarnings', () => {
  const me = '0x00000000000000000000000000000000000000aa' as const;
  const token = '0x00000000000000000000000000000000000000bb' as const;
  it('should name a blocked, token-contract, self and view-only recipient', () => {
    const base = { account: me, tokenAddresses: [token], viewOnlyAddresses: [] as string[], blocked: false };
    expect(recipientWarnings({ ...base, recipient: me })).toEqual(['self']);
    expect(recipientWarnings({ ...base, recipient: getAddress(token) })).toEqual(['tokenContract']);
    expect(recipientWarnings({ ...base, recipient: token, blocked: true })).toEqual(['blocked', 'tokenContract']);
    expect(
      recipientWarnings({
        ...base,
        recipient: '0x00000000000000000000000000000000000000cc',
        viewOnlyAddresses: ['0x00000000000000000000000000000000000000CC'],
      }),
    ).toEqual(['viewOnly']);
  });
});

describe('the NFT in the send URL', () => {
  const collection = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
  it('should read <collection>:<token id> and refuse the rest', () => {
    expect(parseSendNftParam(`${collection.toLowerCase()}:7`)).toEqual({ collection, tokenId: 7n });
    for (const bad of [
      undefined,
      7,
      '',
      `${collection}`,
      `${collection}:`,
      `${collection}:-1`,
      `${collection}:1.5`,
      '0x12:1',
    ])
      expect(parseSendNftParam(bad)).toBeUndefined();
    expect(validateSendSearch({ nft: `${collection}:7`, chain: 'devnet' })).toMatchObject({ nft: `${collection}:7` });
    expect(validateSendSearch({ nft: 'javascript:alert(1)' }).nft).toBeUndefined();
  });

  it('should never throw on any URL value and keep only valid ids', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.bigInt({ min: 0n, max: 2n ** 300n }).map((id) => `${collection}:${id}`),
        ),
        (value) => {
          const nft = parseSendNftParam(value);
          if (nft) expect(nft.tokenId < 2n ** 256n).toBe(true);
          // what the route keeps, the form reads (ids past 256 bits aside); what it drops, the form never sees
          const kept = validateSendSearch({ nft: value }).nft;
          if (kept && BigInt(kept.split(':')[1]!) < 2n ** 256n) expect(parseSendNftParam(kept)).toBeDefined();
          if (!kept) expect(nft).toBeUndefined();
        },
      ),
    );
  });
});
