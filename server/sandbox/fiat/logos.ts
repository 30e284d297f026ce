// The providers' logos (spec §3 "On-ramp provider ... logos"): small SVGs served by the sandbox, one per theme.
import { SANDBOX_EXCHANGE, SANDBOX_PROVIDERS } from './providers.ts';

export type LogoVariant = 'light' | 'dark';

const roundel = (fill: string, mark: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/>${mark}</svg>`;
const letter = (text: string) =>
  `<text x="16" y="22" font-family="system-ui,sans-serif" font-size="17" font-weight="700" text-anchor="middle" fill="#fff">${text}</text>`;
const EXCHANGE_MARK = '<path d="M9 20l7-9 7 9z" fill="#fff"/>';

/** The SVG of a provider's logo, or undefined for an unknown provider. */
export function logoSvg(serviceProvider: string, variant: LogoVariant): string | undefined {
  if (serviceProvider === SANDBOX_EXCHANGE.serviceProvider)
    return roundel(SANDBOX_EXCHANGE.logo[variant], EXCHANGE_MARK);
  const provider = SANDBOX_PROVIDERS.find((p) => p.serviceProvider === serviceProvider);
  return provider && roundel(provider.logo[variant], letter(provider.logo.letter));
}
