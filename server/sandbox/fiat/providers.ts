// spec §3 "On-ramp provider", §5 "Fiat amounts have a minimum and maximum; some providers allow purchases in USD only":
// the sandbox aggregator's three providers, one typed table. They differ where real ones do: fees, limits, payment
// methods, currencies and regions (one takes USD only, one refuses GB and New York as real ones refuse regions). Every
// name says "sandbox": no real company stands behind them.

export type SandboxProvider = {
  serviceProvider: string;
  name: string;
  /** What the provider's own site would be; the sandbox's widget pages stand in for it. */
  url: string;
  paymentMethods: readonly string[];
  /** Fiat currencies it takes (ISO 4217). */
  fiatCurrencies: readonly string[];
  /** Its own fee: a share of the fiat amount plus a fixed part in USD (converted to the request's currency). */
  feePercent: number;
  feeFixedUsd: number;
  /** Per-purchase limits in USD, converted to the request's currency. */
  minimumUsd: number;
  maximumUsd: number;
  /** Countries it serves (ISO 3166-1 alpha-2), and the states (ISO 3166-2) within them it refuses. */
  countries: readonly string[];
  refusedStates: readonly string[];
  /** Whether it also buys crypto for fiat (the off-ramp). */
  sells: boolean;
  /** The logo's colour in the light and the dark theme, and its letter. */
  logo: { light: string; dark: string; letter: string };
};

const EVERYWHERE = ['US', 'GB', 'DE', 'FR', 'ES', 'CA', 'AU', 'BR'] as const;

export const SANDBOX_PROVIDERS: readonly SandboxProvider[] = [
  {
    serviceProvider: 'LANTERNPAY',
    name: 'Lantern Pay (sandbox)',
    url: 'https://lanternpay.sandbox.invalid',
    paymentMethods: ['Debit Card', 'Credit Card', 'Apple Pay', 'Google Pay'],
    fiatCurrencies: ['USD'],
    feePercent: 3.5,
    feeFixedUsd: 0,
    minimumUsd: 20,
    maximumUsd: 2_000,
    countries: EVERYWHERE,
    refusedStates: [],
    sells: false,
    logo: { light: '#d9480f', dark: '#ff922b', letter: 'L' },
  },
  {
    serviceProvider: 'MERIDIANRAMP',
    name: 'Meridian Ramp (sandbox)',
    url: 'https://meridianramp.sandbox.invalid',
    paymentMethods: ['Debit Card', 'SEPA Bank Transfer', 'ACH Bank Transfer'],
    fiatCurrencies: ['USD', 'EUR', 'CAD', 'AUD'],
    feePercent: 1.99,
    feeFixedUsd: 2.49,
    minimumUsd: 50,
    maximumUsd: 20_000,
    countries: EVERYWHERE.filter((country) => country !== 'GB'),
    refusedStates: ['US-NY'],
    sells: true,
    logo: { light: '#1864ab', dark: '#4dabf7', letter: 'M' },
  },
  {
    serviceProvider: 'HARBORBANK',
    name: 'Harbor Bank (sandbox)',
    url: 'https://harborbank.sandbox.invalid',
    paymentMethods: ['Bank Transfer', 'Faster Payments', 'PIX'],
    fiatCurrencies: ['USD', 'EUR', 'GBP', 'BRL'],
    feePercent: 0.99,
    feeFixedUsd: 4.99,
    minimumUsd: 100,
    maximumUsd: 50_000,
    countries: ['US', 'GB', 'DE', 'FR', 'ES', 'BR'],
    refusedStates: [],
    sells: true,
    logo: { light: '#2b8a3e', dark: '#69db7c', letter: 'H' },
  },
];

export function providerById(id: string): SandboxProvider | undefined {
  return SANDBOX_PROVIDERS.find((provider) => provider.serviceProvider === id);
}

/** Whether the provider serves a buyer in `countryCode` (and `state`, where it refuses some). */
export function servesRegion(provider: SandboxProvider, countryCode: string, state?: string): boolean {
  return provider.countries.includes(countryCode) && !(state && provider.refusedStates.includes(state));
}

/** The from-exchange transfer provider (spec §7; the Receive modal's "Transfer from an exchange"). */
export const SANDBOX_EXCHANGE = {
  serviceProvider: 'SANDBOX_EXCHANGE',
  name: 'Sluice Sandbox Exchange',
  logo: { light: '#4b2fd6', dark: '#7c5cff' },
} as const;
