// Selling (spec §1 "off-ramp"): OffRampWidgetUrl opens a sale at a quote fixed for it, with a fresh deposit address;
// the widget page and OffRampTransferDetails tell the app what to send where; the sale settles (SETTLED) once the
// watcher sees the deposit on the chain, looking only at blocks since the session began (depositWatch.ts).
import type { Hono } from 'hono';
import { getAddress } from 'viem';
import { type OffRampTransferDetailsResponse, RampDirection } from '../../../contract/fiatOnRampWire.ts';
import { FiatApiError, invalidRequest, sessionNotFound } from './apiErrors.ts';
import { type FiatSandbox, storeSession } from './context.ts';
import { depositAddressFor, lookForDeposits } from './depositWatch.ts';
import { providerById } from './providers.ts';
import { priceOffers } from './quotes.ts';
import { readBody, schemas } from './requests.ts';
import { openedSession, type SellSession } from './sessions.ts';
import { notFoundPage, sellWidgetPage } from './widgetPages.ts';

/** A sale's chain is looked at no more than once a second, however often the app polls. */
const LOOK_INTERVAL_MS = 1_000;
const sellPath = (token: string) => `/widget/sell/${token}`;

/** Looks for the sale's deposit (one look at a time per sale) and settles it once the full amount arrived. */
export function watchSale(sandbox: FiatSandbox, session: SellSession, force = false): Promise<void> {
  const inFlight = watching.get(session);
  if (inFlight) return inFlight;
  if (session.status === 'SETTLED' || (!force && sandbox.now() - session.lastCheckAt < LOOK_INTERVAL_MS))
    return Promise.resolve();
  session.lastCheckAt = sandbox.now();
  const look = lookForDeposits(
    sandbox.options.clientFor(session.token.chain),
    session.token.address,
    session.depositAddress,
    { scannedTo: session.scannedTo, received: session.received },
  )
    .then((progress) => {
      session.scannedTo = progress.scannedTo;
      session.received = progress.received;
      if (progress.lastHash) session.blockchainTransactionId = progress.lastHash;
      if (session.received > 0n) {
        session.status = session.received >= session.sourceRaw ? 'SETTLED' : 'PENDING';
        session.updatedAt = sandbox.now();
      }
    })
    .catch(() => undefined) // the chain did not answer: the next poll looks again from the same block
    .finally(() => watching.delete(session));
  watching.set(session, look);
  return look;
}
const watching = new WeakMap<SellSession, Promise<void>>();

export function mountSellRoutes(app: Hono, sandbox: FiatSandbox): void {
  const { options, store } = sandbox;

  app.post('/OffRampWidgetUrl', async (c) => {
    const request = await readBody(c, schemas.offRampWidgetUrl);
    const provider = providerById(request.serviceProvider);
    if (!provider) throw invalidRequest('serviceProvider');
    const [offer] = await priceOffers(
      options.manifest(),
      options.priceUsd,
      {
        countryCode: request.countryCode,
        state: request.state,
        sourceAmount: request.sourceAmount,
        sourceCurrencyCode: request.baseCurrencyCode,
        destinationCurrencyCode: request.quoteCurrencyCode,
        rampDirection: RampDirection.OFFRAMP,
      },
      provider,
    );
    if (!offer || !offer.selling) throw invalidRequest('quote');
    sandbox.takeSessionAllowance(c);
    let startBlock: bigint;
    try {
      startBlock = await options.clientFor(offer.token.chain).getBlockNumber();
    } catch {
      throw new FiatApiError(503, 'ChainUnavailable', 'The network does not answer; try again later');
    }
    const session: SellSession = {
      ...openedSession({
        externalSessionId: request.externalSessionId,
        walletAddress: getAddress(request.refundWalletAddress),
        countryCode: request.countryCode,
        offer,
        now: sandbox.now(),
        redirectUrl: sandbox.appRedirect(c, request.redirectUrl),
      }),
      kind: 'sell',
      sourceAmount: request.sourceAmount,
      sourceRaw: offer.quote.sourceRaw,
      payout: offer.quote.destinationAmount,
      depositAddress: depositAddressFor(sandbox.depositSecret, request.externalSessionId),
      // the deposit comes after this block: the watcher starts here, never at block 0
      startBlock,
      scannedTo: startBlock,
      received: 0n,
      lastCheckAt: 0,
    };
    storeSession(sandbox, request.externalSessionId, session);
    return c.json({ id: request.externalSessionId, widgetUrl: sandbox.url(c, sellPath(session.widgetToken)) });
  });

  app.post('/OffRampTransferDetails', async (c) => {
    const request = await readBody(c, schemas.offRampTransferDetails);
    const session = store.get(request.meldDetails.sessionId, request.walletAddress);
    if (!session || session.kind !== 'sell') throw sessionNotFound();
    const light = sandbox.logoUrl(c, session.provider.serviceProvider, 'light');
    const dark = sandbox.logoUrl(c, session.provider.serviceProvider, 'dark');
    const response: OffRampTransferDetailsResponse = {
      chainId: String(session.token.chain.chainId),
      provider: session.provider.serviceProvider,
      tokenAddress: session.token.address,
      baseCurrencyCode: session.token.code,
      baseCurrencyAmount: session.sourceAmount,
      depositWalletAddress: session.depositAddress,
      logos: { lightLogo: light, darkLogo: dark, lightFullLogo: light, darkFullLogo: dark },
    };
    return c.json(response);
  });

  app.get('/widget/sell/:token', async (c) => {
    const token = c.req.param('token');
    const found = store.byWidgetToken(token);
    if (!found || found.session.kind !== 'sell') return c.html(notFoundPage(), 404);
    await watchSale(sandbox, found.session);
    return c.html(sellWidgetPage(found.session, sandbox.url(c, sellPath(token))));
  });
}
