import fc from 'fast-check';
import { type Address, stringToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  APP_METHODS,
  APP_REQUEST_ERRORS,
  isHiddenCharacter,
  messageText,
  readAppRequest,
  requestChainId,
} from './appRequests';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address;
const context = { chainId: 31337, sessionChains: [31337, 31338], sessionAccounts: [account] };
const permit = {
  domain: { name: 'Permit2', chainId: 31337, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'hello' },
};

describe('readAppRequest', () => {
  it('should read personal_sign as text when the message is UTF-8', () => {
    const reading = readAppRequest(
      'personal_sign',
      [stringToHex('Sign in to dapp.example'), account.toLowerCase()],
      context,
    );
    expect(reading).toEqual({
      ok: true,
      request: {
        kind: 'personalSign',
        chainId: 31337,
        account,
        message: stringToHex('Sign in to dapp.example'),
        text: 'Sign in to dapp.example',
      },
    });
  });

  it('should keep hex when the message is not UTF-8, and read [address, message] as some apps send it', () => {
    const reading = readAppRequest('personal_sign', [account, '0xdeadbeef'], context);
    expect(reading.ok && reading.request).toMatchObject({ kind: 'personalSign', message: '0xdeadbeef' });
    expect(reading.ok && 'text' in reading.request).toBe(false);
  });

  it('should refuse an account the session was not given with 4100', () => {
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    expect(readAppRequest('personal_sign', ['0x01', other], context)).toEqual({
      ok: false,
      error: APP_REQUEST_ERRORS.unauthorized,
    });
  });

  it('should refuse a chain the session does not hold, and a typed-data domain of another chain', () => {
    expect(readAppRequest('personal_sign', ['0x01', account], { ...context, chainId: 1 })).toEqual({
      ok: false,
      error: APP_REQUEST_ERRORS.unsupportedChain,
    });
    const otherChain = JSON.stringify({ ...permit, domain: { ...permit.domain, chainId: 31338 } });
    expect(readAppRequest('eth_signTypedData_v4', [account, otherChain], context)).toEqual({
      ok: false,
      error: APP_REQUEST_ERRORS.unsupportedChain,
    });
  });

  it('should read typed data from its JSON text, dropping the app copy of EIP712Domain', () => {
    const reading = readAppRequest('eth_signTypedData_v4', [account, JSON.stringify(permit)], context);
    expect(reading.ok && reading.request).toMatchObject({
      kind: 'signTypedData',
      typedData: { primaryType: 'Mail', types: { Mail: permit.types.Mail }, message: { contents: 'hello' } },
    });
    expect(
      reading.ok && reading.request.kind === 'signTypedData' && 'EIP712Domain' in reading.request.typedData.types!,
    ).toBe(false);
  });

  it('should read a transaction with its value, and refuse a contract creation', () => {
    const to = '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2';
    const reading = readAppRequest(
      'eth_sendTransaction',
      [{ from: account, to, value: '0x16345785d8a0000', data: '0xd0e30db0' }],
      context,
    );
    expect(reading.ok && reading.request).toEqual({
      kind: 'sendTransaction',
      chainId: 31337,
      account,
      call: { to: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', data: '0xd0e30db0', value: 100000000000000000n },
    });
    expect(readAppRequest('eth_sendTransaction', [{ from: account, data: '0x60' }], context)).toEqual({
      ok: false,
      error: APP_REQUEST_ERRORS.invalidParams,
    });
  });

  it('should switch only to a chain the session holds, and refuse a method Sluice does not answer', () => {
    expect(readAppRequest('wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], context)).toEqual({
      ok: true,
      request: { kind: 'switchChain', chainId: 31337, target: 31338 },
    });
    expect(readAppRequest('wallet_switchEthereumChain', [{ chainId: '0x1' }], context)).toEqual({
      ok: false,
      error: APP_REQUEST_ERRORS.unsupportedChain,
    });
    expect(readAppRequest('eth_sign', [account, '0x01'], context)).toEqual({
      ok: false,
      error: APP_REQUEST_ERRORS.unsupportedMethod,
    });
  });

  it('should read wallet_sendCalls as one batch on the chain it names, for the shared account', () => {
    const WETH = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    const batch = (overrides: Record<string, unknown> = {}) => [
      {
        version: '2.0.0',
        id: 'app-batch-1',
        chainId: '0x7a6a',
        from: account.toLowerCase(),
        atomicRequired: true,
        calls: [
          { to: WETH.toLowerCase(), value: '0x16345785d8a0000', data: '0xd0e30db0' },
          { to: WETH, data: '0x' },
        ],
        ...overrides,
      },
    ];
    expect(readAppRequest('wallet_sendCalls', batch(), context)).toEqual({
      ok: true,
      request: {
        kind: 'sendCalls',
        chainId: 31338,
        account,
        calls: [{ to: WETH, value: 100_000_000_000_000_000n, data: '0xd0e30db0' }, { to: WETH }],
        batchId: 'app-batch-1',
        atomicRequired: true,
      },
    });
    // no `from`: the session's account; no id: the wallet chooses one
    const unnamed = readAppRequest('wallet_sendCalls', batch({ from: undefined, id: undefined }), context);
    expect(unnamed.ok && unnamed.request).toMatchObject({ kind: 'sendCalls', account });
    expect(unnamed.ok && 'batchId' in unnamed.request).toBe(false);
    expect(readAppRequest('wallet_sendCalls', batch({ chainId: '0x1' }), context)).toEqual({
      ok: false,
      error: APP_REQUEST_ERRORS.unsupportedChain,
    });
    expect(
      readAppRequest('wallet_sendCalls', batch({ from: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }), context),
    ).toEqual({ ok: false, error: APP_REQUEST_ERRORS.unauthorized });
    // EIP-5792's own refusals reach the app with their codes
    const tooMany = readAppRequest('wallet_sendCalls', batch({ calls: Array(17).fill({ to: WETH }) }), context);
    expect(!tooMany.ok && tooMany.error.code).toBe(5740);
    const capability = readAppRequest('wallet_sendCalls', batch({ capabilities: { paymasterService: {} } }), context);
    expect(!capability.ok && capability.error.code).toBe(5700);
  });

  it("should read wallet_getCallsStatus's batch id, and refuse one that is not a string", () => {
    expect(readAppRequest('wallet_getCallsStatus', ['app-batch-1'], context)).toEqual({
      ok: true,
      request: { kind: 'getCallsStatus', chainId: 31337, batchId: 'app-batch-1' },
    });
    expect(readAppRequest('wallet_getCallsStatus', [{ id: 1 }], context)).toEqual({
      ok: false,
      error: APP_REQUEST_ERRORS.invalidParams,
    });
  });

  it('should never throw on params an app may send, and read only requests it can answer', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APP_METHODS), fc.anything(), (method, params) => {
        const reading = readAppRequest(method, params, context);
        if (reading.ok && 'account' in reading.request) expect(reading.request.account).toBe(account);
        if (reading.ok) expect(context.sessionChains).toContain(reading.request.chainId);
        // a refusal carries a code the app can act on
        if (!reading.ok) expect(Number.isInteger(reading.error.code)).toBe(true);
      }),
    );
  });
});

describe('requestChainId', () => {
  it('should read eip155 chains only', () => {
    expect(requestChainId('eip155:31337')).toBe(31337);
    expect(requestChainId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBeUndefined();
    expect(requestChainId('eip155:0x1')).toBeUndefined();
  });
});

describe('messageText', () => {
  it('should round-trip any printable text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((text) => ![...text].some(isHiddenCharacter)),
        (text) => {
          expect(messageText(stringToHex(text))).toBe(text);
        },
      ),
    );
  });
});
