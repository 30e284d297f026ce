// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { type Address, getAddress, maxUint256 } from 'viem';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n/i18n';
import { createFormatters } from '../../lib/numberFormat';
import { shortenAddress } from '../../lib/shortenAddress';
import { CANONICAL_PERMIT2_ADDRESS, describeTypedData } from '../../lib/signing/describeTypedData';
import { TypedDataSummary, type SigningTokenInfo } from './TypedDataSummary';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const USDC = getAddress('0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48');
const MYSTERY = getAddress('0x' + '9a'.repeat(20));
const ROUTER = getAddress('0x3fc91a3afd70395cd496c647d5a6cc9d4b2b7fad');
const EXPIRATION = 1_798_380_120; // 27 Dec 2026, 14:02 UTC
const SIG_DEADLINE = 1_798_381_920n; // 30 minutes later

const format = createFormatters({ locale: 'en-US', currency: 'USD', rates: undefined });
const dateTime = (seconds: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(seconds * 1000));
const tokens: Record<Address, SigningTokenInfo> = { [USDC]: { symbol: 'USDC', decimals: 6 } };
const resolveToken = (token: Address) => tokens[token];
const resolveSpenderName = (spender: Address) => (spender === ROUTER ? 'UniversalRouter' : undefined);

function permitBatch(details: { token: Address; amount: bigint; expiration: number }[]) {
  return {
    domain: { name: 'Permit2', chainId: 1, verifyingContract: CANONICAL_PERMIT2_ADDRESS },
    types: {
      PermitDetails: [
        { name: 'token', type: 'address' },
        { name: 'amount', type: 'uint160' },
        { name: 'expiration', type: 'uint48' },
        { name: 'nonce', type: 'uint48' },
      ],
      PermitBatch: [
        { name: 'details', type: 'PermitDetails[]' },
        { name: 'spender', type: 'address' },
        { name: 'sigDeadline', type: 'uint256' },
      ],
    },
    primaryType: 'PermitBatch',
    message: { details: details.map((d) => ({ ...d, nonce: 0 })), spender: ROUTER, sigDeadline: SIG_DEADLINE },
  };
}

async function render(typedData: unknown): Promise<HTMLElement> {
  const container = document.body.appendChild(document.createElement('div'));
  await act(async () => {
    createRoot(container).render(
      <TypedDataSummary
        description={describeTypedData(typedData)}
        resolveToken={resolveToken}
        resolveSpenderName={resolveSpenderName}
        format={format}
      />,
    );
  });
  return container;
}

/** The region a person (or a journey's getByRole('region', { name })) finds. */
function region(container: HTMLElement, name: string): HTMLElement {
  const found = [...container.querySelectorAll<HTMLElement>('section[aria-labelledby]')].find(
    (section) => document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent === name,
  );
  if (!found) throw new Error(`no region named ${name}`);
  return found;
}

/** The dl's terms and their values, in order. */
function facts(element: HTMLElement): [string, string][] {
  return [...element.querySelectorAll(':scope > dl > div')].map((row) => [
    row.querySelector('dt')!.textContent!,
    row.querySelector('dd')!.textContent!,
  ]);
}

describe('TypedDataSummary', () => {
  beforeAll(async () => {
    await initI18n('en-US');
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('should say in words who may spend what until when when the signature is a Permit2 allowance', async () => {
    const container = await render(
      permitBatch([
        { token: USDC, amount: (1n << 160n) - 1n, expiration: EXPIRATION },
        { token: MYSTERY, amount: 1_234_567n, expiration: 2 ** 48 - 1 },
      ]),
    );

    const summary = region(container, 'What this signature allows');

    expect([...summary.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      `Allow UniversalRouter (0x3fC9…7FAD) to spend unlimited USDC until ${dateTime(EXPIRATION)}.`,
      `Allow UniversalRouter (0x3fC9…7FAD) to spend 1,234,567 units of token ${shortenAddress(MYSTERY)}, with no end date.`,
    ]);
    expect(summary.textContent).toContain(`This signature is valid until ${dateTime(Number(SIG_DEADLINE))}.`);
    expect(facts(summary)).toEqual([
      ['Token', `USDC${USDC}`],
      ['Amount', 'Unlimited'],
      ['Expires', dateTime(EXPIRATION)],
      ['Token', MYSTERY],
      ['Amount', `1,234,567 units of token ${shortenAddress(MYSTERY)}`],
      ['Expires', 'Never'],
      ['Spender', `UniversalRouter${ROUTER}`],
      ['Signature valid until', dateTime(Number(SIG_DEADLINE))],
    ]);
  });

  it('should name the amount in the token’s units and the owner when the signature is an ERC-2612 permit', async () => {
    const owner = getAddress('0x' + '33'.repeat(20));
    const container = await render({
      domain: { name: 'USD Coin', version: '2', chainId: 1, verifyingContract: USDC },
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
      message: { owner, spender: MYSTERY, value: '2500000', nonce: '0', deadline: maxUint256.toString() },
    });

    const summary = region(container, 'What this signature allows');

    expect(summary.querySelector('p')?.textContent).toBe(
      `Allow ${shortenAddress(MYSTERY)} to spend 2.5 USDC, with no end date.`,
    );
    expect(summary.textContent).toContain('This signature never expires.');
    expect(facts(summary)).toContainEqual(['Owner', owner]);
    expect(facts(summary)).toContainEqual(['Expires', 'Never']);
  });

  it('should say it cannot read the message and list its raw fields when the typed data is no known permit', async () => {
    const container = await render({
      domain: { name: 'Mystery', chainId: 1 },
      types: { Order: [{ name: 'items', type: 'uint256[]' }] },
      primaryType: 'Order',
      message: { items: ['1', '2'] },
    });

    const summary = region(container, 'What this signature allows');

    expect(summary.textContent).toContain('Sluice cannot read this message as a known permit.');
    expect(facts(summary)).toEqual([
      ['Message type', 'Order'],
      ['Domain', 'Mystery'],
      ['Chain ID', '1'],
    ]);
    const fields = summary.querySelector<HTMLElement>('[role=group]')!;
    expect(document.getElementById(fields.getAttribute('aria-labelledby')!)?.textContent).toBe('Message fields');
    expect(facts(fields)).toEqual([
      ['items[0]', '1'],
      ['items[1]', '2'],
    ]);
  });

  it('should warn that the permit is not what it claims when a Permit2 permit names another contract', async () => {
    const fake = permitBatch([{ token: USDC, amount: 1n, expiration: EXPIRATION }]);
    const container = await render({ ...fake, domain: { ...fake.domain, verifyingContract: MYSTERY } });

    const summary = region(container, 'What this signature allows');

    expect(summary.textContent).toContain('presents itself as a token permit but does not match the standard form');
    expect(facts(summary)).toContainEqual(['Contract', MYSTERY]);
  });
});
