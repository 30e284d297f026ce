// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { TokenLogo, fallbackColor, fallbackHue, symbolInitials } from './TokenLogo';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map(
  (bytes) => `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`,
);

/** WCAG relative luminance of an hsl() colour as fallbackColor writes it. */
function luminanceOfHsl(color: string): number {
  const [h, s, l] = color.match(/[\d.]+/g)!.map(Number) as [number, number, number];
  const k = (n: number) => (n + h / 30) % 12;
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => l / 100 - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(channel(0)) + 0.7152 * linear(channel(8)) + 0.0722 * linear(channel(4));
}

describe('fallbackHue', () => {
  it('should give the same hue for an address in any letter case', () => {
    fc.assert(
      fc.property(address, (value) => {
        expect(fallbackHue(value.toUpperCase().replace('0X', '0x'))).toBe(fallbackHue(value));
      }),
    );
  });

  it('should stay a hue between 0 and 359', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const hue = fallbackHue(value);
        expect(Number.isInteger(hue) && hue >= 0 && hue < 360).toBe(true);
      }),
    );
  });

  it('should keep white initials at WCAG AA contrast on every generated colour', () => {
    fc.assert(
      fc.property(address, (value) => {
        expect(1.05 / (luminanceOfHsl(fallbackColor(value)) + 0.05)).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});

describe('symbolInitials', () => {
  it('should take at most two upper-case letters or digits of the symbol', () => {
    fc.assert(
      fc.property(fc.string(), (symbol) => {
        const initials = symbolInitials(symbol);
        expect([...initials].length).toBeGreaterThanOrEqual(1);
        expect([...initials].length).toBeLessThanOrEqual(2);
        expect(initials).toBe(initials.toUpperCase());
      }),
    );
  });

  it('should start with the first letter of a symbol', () => {
    expect(symbolInitials('WETH')).toBe('WE');
    expect(symbolInitials('1inch')).toBe('1I');
    expect(symbolInitials('$')).toBe('?');
  });
});

describe('TokenLogo', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const token = { chainId: 1, address: '0x00000000000000000000000000000000000000aa', symbol: 'USDC' };

  it('should show initials named by the symbol when the logo fails to load', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      createRoot(container).render(<TokenLogo token={{ ...token, logoURI: '/missing.svg' }} size={32} />);
    });
    const image = container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('USDC');
    expect(image.getAttribute('width')).toBe('32');

    await act(async () => image.dispatchEvent(new Event('error')));

    expect(container.querySelector('img')).toBeNull();
    const fallback = container.querySelector('[role=img]')!;
    expect(fallback.getAttribute('aria-label')).toBe('USDC');
    expect(fallback.getAttribute('data-initials')).toBe('US');
    expect(fallback.textContent).toBe(''); // drawn by CSS: no text in the row it sits in
  });

  it('should hide a decorative logo from assistive technology', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    await act(async () => {
      createRoot(container).render(<TokenLogo token={token} decorative />);
    });
    expect(container.querySelector('[aria-hidden=true]')?.getAttribute('data-initials')).toBe('US');
    expect(container.querySelector('[role=img]')).toBeNull();
  });
});
