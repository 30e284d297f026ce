import fc from 'fast-check';
import { type Address, getAddress, hashTypedData, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  CANONICAL_PERMIT2_ADDRESS,
  NEVER_FROM_SECONDS,
  UNLIMITED_AMOUNT,
  describeTypedData,
} from './describeTypedData';

// The standard shapes, as Permit2's and ERC-2612's specifications write them (the app's own builders in contract/ and
// src/chain/ are round-tripped in test/unit/describeAppTypedData.test.ts: src/lib may not import them).
const PERMIT_DETAILS = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint160' },
  { name: 'expiration', type: 'uint48' },
  { name: 'nonce', type: 'uint48' },
] as const;
const TOKEN_PERMISSIONS = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint256' },
] as const;
const permit2Domain = (chainId: number) => ({ name: 'Permit2', chainId, verifyingContract: CANONICAL_PERMIT2_ADDRESS });

type Details = { token: Address; amount: bigint; expiration: number; nonce: number };

function permitSingle(chainId: number, details: Details, spender: Address, sigDeadline: bigint) {
  return {
    domain: permit2Domain(chainId),
    types: {
      PermitDetails: PERMIT_DETAILS,
      PermitSingle: [
        { name: 'details', type: 'PermitDetails' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
    },
    primaryType: 'PermitSingle',
    message: { details, spender, sigDeadline },
  } as const;
}

function permitBatch(chainId: number, details: Details[], spender: Address, sigDeadline: bigint) {
  return {
    domain: permit2Domain(chainId),
    types: {
      PermitDetails: PERMIT_DETAILS,
      PermitBatch: [
        { name: 'details', type: 'PermitDetails[]' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
    },
    primaryType: 'PermitBatch',
    message: { details, spender, sigDeadline },
  } as const;
}

function erc2612Permit(
  chainId: number,
  token: Address,
  p: { owner: Address; spender: Address; value: bigint; nonce: bigint; deadline: bigint },
) {
  return {
    domain: { name: 'USD Coin', version: '2', chainId, verifyingContract: token },
    types: {
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    message: p,
  } as const;
}

function daiPermit(token: Address, p: { holder: Address; spender: Address; expiry: bigint; allowed: boolean }) {
  return {
    domain: { name: 'Dai Stablecoin', version: '1', chainId: 1, verifyingContract: token },
    types: {
      Permit: [
        { name: 'holder', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'nonce', type: 'uint256' },
        { name: 'expiry', type: 'uint256' },
        { name: 'allowed', type: 'bool' },
      ],
    },
    primaryType: 'Permit',
    message: { ...p, nonce: 0n },
  } as const;
}

function witnessTransfer(token: Address, amount: bigint, spender: Address, deadline: bigint) {
  return {
    domain: permit2Domain(1),
    types: {
      PermitWitnessTransferFrom: [
        { name: 'permitted', type: 'TokenPermissions' },
        { name: 'spender', type: 'address' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
        { name: 'witness', type: 'LimitOrder' },
      ],
      TokenPermissions: TOKEN_PERMISSIONS,
      LimitOrder: [
        { name: 'outputToken', type: 'address' },
        { name: 'outputAmount', type: 'uint256' },
      ],
    },
    primaryType: 'PermitWitnessTransferFrom',
    message: {
      permitted: { token, amount },
      spender,
      nonce: 7n,
      deadline,
      witness: { outputToken: spender, outputAmount: 5n },
    },
  } as const;
}

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes) => getAddress(`0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`));
const uint = (bits: number) => fc.bigInt({ min: 0n, max: (1n << BigInt(bits)) - 1n });
const details = fc.record({
  token: address,
  amount: uint(160),
  expiration: fc.integer({ min: 0, max: 2 ** 48 - 1 }),
  nonce: fc.integer({ min: 0, max: 2 ** 48 - 1 }),
});
const chainId = fc.integer({ min: 1, max: 2 ** 32 });

/** How the described expiry of a Permit2 allowance must read, by the rules of describeTypedData. */
const expectedExpiry = (expiration: number) =>
  expiration === 0 ? 'atUse' : expiration >= NEVER_FROM_SECONDS ? 'never' : expiration;
const expectedDeadline = (deadline: bigint) => (deadline >= BigInt(NEVER_FROM_SECONDS) ? 'never' : Number(deadline));

/** The message as a dapp sends it over JSON-RPC: every bigint a decimal or hex string, as `hex` says. */
function asJson(value: unknown, hex: boolean): unknown {
  return JSON.parse(
    JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? (hex ? `0x${v.toString(16)}` : `${v}`) : v)),
  );
}

describe('describeTypedData', () => {
  it('should read back every PermitSingle value when the permit is built from the standard types', () => {
    fc.assert(
      fc.property(chainId, details, address, uint(256), (id, d, spender, sigDeadline) => {
        const typedData = permitSingle(id, d, spender, sigDeadline);
        expect(() => hashTypedData(typedData)).not.toThrow(); // a permit the wallet would sign

        const description = describeTypedData(typedData);

        expect(description).toMatchObject({
          kind: 'permit2-allowance',
          chainId: id,
          primaryType: 'PermitSingle',
          spender,
          tokens: [
            {
              token: d.token,
              amount: d.amount,
              unlimited: d.amount === UNLIMITED_AMOUNT,
              expiresAt: expectedExpiry(d.expiration),
            },
          ],
          signatureDeadline: expectedDeadline(sigDeadline),
        });
      }),
    );
  });

  it('should read every token of a PermitBatch in order when the batch is built from the standard types', () => {
    fc.assert(
      fc.property(fc.array(details, { minLength: 1, maxLength: 5 }), address, uint(256), (list, spender, deadline) => {
        const description = describeTypedData(permitBatch(1, list, spender, deadline));

        expect(description.kind).toBe('permit2-allowance');
        if (description.kind !== 'permit2-allowance') return;
        expect(description.tokens.map((t) => [t.token, t.amount, t.expiresAt])).toEqual(
          list.map((d) => [d.token, d.amount, expectedExpiry(d.expiration)]),
        );
      }),
    );
  });

  it('should read an ERC-2612 permit with the domain contract as the token when the standard types are used', () => {
    fc.assert(
      fc.property(
        chainId,
        address,
        fc.record({ owner: address, spender: address, value: uint(256), nonce: uint(256), deadline: uint(256) }),
        (id, token, p) => {
          const description = describeTypedData(erc2612Permit(id, token, p));

          expect(description).toMatchObject({
            kind: 'erc2612',
            chainId: id,
            owner: p.owner,
            spender: p.spender,
            tokens: [{ token, amount: p.value, unlimited: p.value >= UNLIMITED_AMOUNT }],
            signatureDeadline: expectedDeadline(p.deadline),
          });
        },
      ),
    );
  });

  it('should describe the same permit when its numbers arrive as decimal or hex strings, as the wallet signs it', () => {
    fc.assert(
      fc.property(chainId, details, address, uint(256), fc.boolean(), (id, d, spender, deadline, hex) => {
        const typedData = permitSingle(id, d, spender, deadline);
        const sent = asJson(typedData, hex) as typeof typedData;

        // viem reads the strings to the same values, so the signature commits to what we describe
        expect(hashTypedData(sent)).toBe(hashTypedData(typedData));
        // (the raw fields keep the text as sent)
        const { fields: _, ...expected } = describeTypedData(typedData);
        expect(describeTypedData(sent)).toMatchObject(expected);
        expect(describeTypedData(JSON.stringify(sent))).toMatchObject(expected);
      }),
    );
  });

  it('should call an amount unlimited from 2^160 − 1 up when the threshold is reached', () => {
    const at = (amount: bigint) =>
      describeTypedData(
        erc2612Permit(1, CANONICAL_PERMIT2_ADDRESS, {
          owner: CANONICAL_PERMIT2_ADDRESS,
          spender: CANONICAL_PERMIT2_ADDRESS,
          value: amount,
          nonce: 0n,
          deadline: 1n,
        }),
      );
    const unlimited = (amount: bigint) => {
      const d = at(amount);
      return d.kind === 'erc2612' && d.tokens[0]!.unlimited;
    };
    expect([UNLIMITED_AMOUNT - 1n, UNLIMITED_AMOUNT, 1n << 255n, maxUint256].map(unlimited)).toEqual([
      false,
      true,
      true,
      true,
    ]);
  });

  it('should read a Permit2 expiration of 2^48 − 1 and a uint256 deadline of 2^255 as never when they are that far', () => {
    const typedData = permitSingle(
      1,
      { token: CANONICAL_PERMIT2_ADDRESS, amount: 1n, expiration: 2 ** 48 - 1, nonce: 0 },
      CANONICAL_PERMIT2_ADDRESS,
      1n << 255n,
    );
    expect(describeTypedData(typedData)).toMatchObject({
      tokens: [{ expiresAt: 'never' }],
      signatureDeadline: 'never',
    });
  });

  it('should say the allowance lasts only the block that uses it when the Permit2 expiration is 0', () => {
    const typedData = permitSingle(
      1,
      { token: CANONICAL_PERMIT2_ADDRESS, amount: 1n, expiration: 0, nonce: 0 },
      CANONICAL_PERMIT2_ADDRESS,
      1_800_000_000n,
    );
    expect(describeTypedData(typedData)).toMatchObject({ tokens: [{ expiresAt: 'atUse' }] });
  });

  it('should read a witness transfer with its witness type when a UniswapX-style order is signed', () => {
    const [token, spender] = ['0x' + '11'.repeat(20), '0x' + '22'.repeat(20)].map((a) => getAddress(a)) as [
      Address,
      Address,
    ];
    const typedData = witnessTransfer(token, 10n ** 18n, spender, 1_800_000_000n);
    expect(() => hashTypedData(typedData)).not.toThrow();

    expect(describeTypedData(typedData)).toMatchObject({
      kind: 'permit2-transfer',
      spender,
      tokens: [{ token, amount: 10n ** 18n, unlimited: false }],
      signatureDeadline: 1_800_000_000,
      witness: 'LimitOrder',
    });
  });

  it('should read every token of a PermitBatchTransferFrom when it has no witness', () => {
    const typedData = {
      domain: permit2Domain(1),
      types: {
        PermitBatchTransferFrom: [
          { name: 'permitted', type: 'TokenPermissions[]' },
          { name: 'spender', type: 'address' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
        TokenPermissions: TOKEN_PERMISSIONS,
      },
      primaryType: 'PermitBatchTransferFrom',
      message: {
        permitted: [
          { token: CANONICAL_PERMIT2_ADDRESS, amount: maxUint256 },
          { token: CANONICAL_PERMIT2_ADDRESS, amount: 3n },
        ],
        spender: CANONICAL_PERMIT2_ADDRESS,
        nonce: 0n,
        deadline: 5n,
      },
    } as const;

    const description = describeTypedData(typedData);

    expect(description).toMatchObject({ kind: 'permit2-transfer', signatureDeadline: 5 });
    expect(description).not.toHaveProperty('witness');
    expect(description.kind === 'permit2-transfer' && description.tokens.map((t) => t.unlimited)).toEqual([
      true,
      false,
    ]);
  });

  it('should read a DAI permit as unlimited, or as none when allowed is false, with expiry 0 as never', () => {
    const token = getAddress('0x6b175474e89094c44da98b954eedeac495271d0f');
    const holder = getAddress('0x' + '33'.repeat(20));
    const allow = describeTypedData(daiPermit(token, { holder, spender: holder, expiry: 0n, allowed: true }));
    const revoke = describeTypedData(daiPermit(token, { holder, spender: holder, expiry: 9n, allowed: false }));

    expect(allow).toMatchObject({ kind: 'dai', owner: holder, tokens: [{ token, unlimited: true }] });
    expect(allow).toMatchObject({ signatureDeadline: 'never' });
    expect(revoke).toMatchObject({ kind: 'dai', tokens: [{ amount: 0n, unlimited: false }], signatureDeadline: 9 });
  });

  it('should read Permit2 at another address when the caller names it', () => {
    const elsewhere = getAddress('0x0000000000225e31d15943971f47ad3022f714fa');
    const typedData = {
      ...permitSingle(324, { token: elsewhere, amount: 1n, expiration: 1, nonce: 0 }, elsewhere, 1n),
      domain: { name: 'Permit2', chainId: 324, verifyingContract: elsewhere },
    };

    expect(describeTypedData(typedData).kind).toBe('unknown');
    expect(describeTypedData(typedData, { permit2: elsewhere }).kind).toBe('permit2-allowance');
  });

  it('should flag a fake Permit2 when the permit names a contract other than Permit2', () => {
    const fake = getAddress('0x' + '66'.repeat(20));
    const typedData = {
      ...permitSingle(1, { token: fake, amount: 1n, expiration: 1, nonce: 0 }, fake, 1n),
      domain: { name: 'Permit2', chainId: 1, verifyingContract: fake },
    };

    expect(describeTypedData(typedData)).toMatchObject({
      kind: 'unknown',
      primaryType: 'PermitSingle',
      domainName: 'Permit2',
      verifyingContract: fake,
      claimedKind: 'permit2-allowance',
    });
  });

  it('should flag a permit whose types differ from the standard when a member is renamed or retyped', () => {
    const base = permitSingle(
      1,
      { token: CANONICAL_PERMIT2_ADDRESS, amount: 1n, expiration: 1, nonce: 0 },
      CANONICAL_PERMIT2_ADDRESS,
      1n,
    );
    const retyped = {
      ...base,
      types: {
        ...base.types,
        PermitDetails: [...PERMIT_DETAILS.slice(0, 1), { name: 'amount', type: 'uint256' }, ...PERMIT_DETAILS.slice(2)],
      },
    };
    const extra = {
      ...base,
      types: { ...base.types, PermitSingle: [...base.types.PermitSingle, { name: 'memo', type: 'string' }] },
    };

    expect(describeTypedData(retyped)).toMatchObject({ kind: 'unknown', claimedKind: 'permit2-allowance' });
    expect(describeTypedData(extra)).toMatchObject({ kind: 'unknown', claimedKind: 'permit2-allowance' });
  });

  it('should refuse values the wallet would not sign as their type when a dapp sends them', () => {
    const base = permitSingle(
      1,
      { token: CANONICAL_PERMIT2_ADDRESS, amount: 1n, expiration: 1, nonce: 0 },
      CANONICAL_PERMIT2_ADDRESS,
      1n,
    );
    const withAmount = (amount: unknown) => ({
      ...base,
      message: { ...base.message, details: { ...base.message.details, amount } },
    });

    for (const amount of [-1, 1.5, 2 ** 60, '', ' 1', '1e18', '-1', '0x', 1n << 160n, null, true, [1]])
      expect(describeTypedData(withAmount(amount)), String(amount)).toMatchObject({
        kind: 'unknown',
        claimedKind: 'permit2-allowance',
      });
  });

  it('should list the raw fields with their paths when the typed data is not a known permit', () => {
    const positionPermit = {
      domain: {
        name: 'Uniswap V3 Positions NFT-V1',
        version: '1',
        chainId: 1,
        verifyingContract: CANONICAL_PERMIT2_ADDRESS,
      },
      types: {
        Permit: [
          { name: 'spender', type: 'address' },
          { name: 'tokenId', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: {
        spender: CANONICAL_PERMIT2_ADDRESS,
        tokenId: 42n,
        nonce: 0n,
        deadline: 9n,
        extra: { list: [1, true] },
      },
    };

    const description = describeTypedData(positionPermit);

    expect(description).toEqual({
      kind: 'unknown',
      primaryType: 'Permit',
      domainName: 'Uniswap V3 Positions NFT-V1',
      verifyingContract: CANONICAL_PERMIT2_ADDRESS,
      chainId: 1,
      fields: [
        { path: 'spender', value: CANONICAL_PERMIT2_ADDRESS },
        { path: 'tokenId', value: '42' },
        { path: 'nonce', value: '0' },
        { path: 'deadline', value: '9' },
        { path: 'extra.list[0]', value: '1' },
        { path: 'extra.list[1]', value: 'true' },
      ],
    });
  });

  it('should list the fields of a known permit too when the UI wants the full message', () => {
    const typedData = permitBatch(
      1,
      [{ token: CANONICAL_PERMIT2_ADDRESS, amount: 5n, expiration: 1, nonce: 2 }],
      CANONICAL_PERMIT2_ADDRESS,
      3n,
    );
    expect(describeTypedData(typedData).fields).toContainEqual({ path: 'details[0].amount', value: '5' });
  });

  it('should never throw and only answer unknown when the input is arbitrary junk', () => {
    fc.assert(
      fc.property(fc.anything({ withBigInt: true, withMap: true, withSet: true, withTypedArray: true }), (junk) => {
        const description = describeTypedData(junk);
        expect(description.kind).toBe('unknown');
        expect(Array.isArray(description.fields)).toBe(true);
      }),
    );
  });

  it('should never throw when a valid permit has any of its parts replaced with junk', () => {
    const valid = permitBatch(
      1,
      [{ token: CANONICAL_PERMIT2_ADDRESS, amount: 5n, expiration: 1, nonce: 2 }],
      CANONICAL_PERMIT2_ADDRESS,
      3n,
    ) as unknown as Record<string, Record<string, unknown>>;
    const part = fc.constantFrom('domain', 'types', 'primaryType', 'message');
    fc.assert(
      fc.property(part, fc.option(fc.string()), fc.anything({ withBigInt: true }), (key, member, junk) => {
        const mutated =
          member === null || typeof valid[key] !== 'object'
            ? { ...valid, [key]: junk }
            : { ...valid, [key]: { ...valid[key], [member]: junk } };
        expect(() => describeTypedData(mutated)).not.toThrow();
      }),
    );
  });

  it('should show no more than 200 fields when a message is huge', () => {
    const message = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`f${i}`, i]));
    expect(describeTypedData({ domain: {}, types: {}, primaryType: 'Spam', message }).fields).toHaveLength(200);
  });
});
