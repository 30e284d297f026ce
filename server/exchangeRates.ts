// GET /api/exchange-rates/latest.json: USD exchange rates for the 22 display currencies (spec §3), in the response
// format of Open Exchange Rates (https://docs.openexchangerates.org/reference/latest-json). On the devnet a sandbox
// rate table answers; with `providerUrl` set (SLUICE_FX_PROVIDER_URL, e.g.
// https://openexchangerates.org/api/latest.json?app_id=…) the real provider's answer is relayed and cached.
import { Hono } from 'hono';

/** The Open Exchange Rates `latest.json` body: units of each currency per 1 `base`. */
export type ExchangeRatesResponse = {
  disclaimer: string;
  license: string;
  timestamp: number;
  base: string;
  rates: Record<string, number>;
};

/**
 * The sandbox provider's fixed table (units per 1 USD, rounded mid-2025 market rates). It is a sandbox: the values
 * never move, so tests and screenshots are stable.
 */
export const SANDBOX_USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  RUB: 90.5,
  INR: 83.4,
  GBP: 0.79,
  JPY: 151.2,
  KRW: 1365,
  VND: 25_400,
  SGD: 1.35,
  BRL: 5.45,
  HKD: 7.82,
  CAD: 1.37,
  IDR: 16_250,
  TRY: 32.8,
  NGN: 1480,
  AUD: 1.52,
  PKR: 278.5,
  UAH: 41.2,
  CNY: 7.24,
  ARS: 905,
  COP: 3920,
  MXN: 17.1,
};

export type ExchangeRatesOptions = {
  /** A real provider speaking the Open Exchange Rates format; unset: the sandbox table. */
  providerUrl?: string;
  /** How long a provider answer is reused (providers bill per request; rates move slowly). */
  cacheMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
};

export function sandboxExchangeRates(now: number): ExchangeRatesResponse {
  return {
    disclaimer: 'Sluice sandbox exchange rates: a fixed table for the local devnet, not market data.',
    license: 'Sandbox data, no licence needed.',
    timestamp: Math.floor(now / 1000),
    base: 'USD',
    rates: { ...SANDBOX_USD_RATES },
  };
}

function isRatesResponse(body: unknown): body is ExchangeRatesResponse {
  const b = body as Partial<ExchangeRatesResponse> | null;
  return typeof b?.base === 'string' && typeof b.rates === 'object' && b.rates !== null;
}

export function createExchangeRatesService(options: ExchangeRatesOptions = {}) {
  const app = new Hono();
  const now = options.now ?? Date.now;
  const fetchImpl = options.fetchImpl ?? fetch;
  const cacheMs = options.cacheMs ?? 10 * 60 * 1000;
  let cached: { at: number; body: ExchangeRatesResponse } | undefined;

  app.get('/latest.json', async (c) => {
    if (!options.providerUrl) return c.json(sandboxExchangeRates(now()));
    if (cached && now() - cached.at < cacheMs) return c.json(cached.body);
    try {
      const response = await fetchImpl(options.providerUrl);
      const body: unknown = await response.json();
      if (!response.ok || !isRatesResponse(body)) throw new Error(`provider answered HTTP ${response.status}`);
      cached = { at: now(), body };
      return c.json(body);
    } catch {
      // a stale answer beats none: rates move slowly
      if (cached) return c.json(cached.body);
      return c.json({ error: true, status: 502, message: 'Exchange rate provider unavailable' }, 502);
    }
  });
  return app;
}
