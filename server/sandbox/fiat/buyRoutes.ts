// Buying (spec §7 "Fiat on-ramp", spec §3 "Session request"): WidgetUrl opens a session with one provider at a quote
// fixed for it, and answers with the provider's widget, a page of this sandbox. There the buyer pays with a test card:
// 4242… settles (the treasury sends exactly the quoted tokens in a devnet transaction), 4000…0002 is declined (FAILED,
// nothing sent).
import type { Hono } from 'hono';
import { type Address, getAddress } from 'viem';
import { type FORWidgetUrlResponse, RampDirection } from '../../../contract/fiatOnRampWire.ts';
import { invalidRequest } from './apiErrors.ts';
import { type FiatSandbox, storeSession } from './context.ts';
import { providerById } from './providers.ts';
import { priceOffers } from './quotes.ts';
import { readBody, schemas } from './requests.ts';
import { type BuySession, openedSession } from './sessions.ts';
import { buyWidgetPage, notFoundPage, TEST_CARDS } from './widgetPages.ts';

const buyPath = (token: string) => `/widget/buy/${token}`;

export function mountBuyRoutes(app: Hono, sandbox: FiatSandbox): void {
  const { options, store } = sandbox;

  app.post('/WidgetUrl', async (c) => {
    const request = await readBody(c, schemas.widgetUrl);
    const provider = providerById(request.serviceProvider);
    if (!provider) throw invalidRequest('serviceProvider');
    const [offer] = await priceOffers(
      options.manifest(),
      options.priceUsd,
      { ...request, rampDirection: RampDirection.ONRAMP },
      provider,
    );
    if (!offer || offer.selling) throw invalidRequest('quote');
    sandbox.takeSessionAllowance(c);
    const session: BuySession = {
      ...openedSession({
        externalSessionId: request.externalSessionId,
        walletAddress: getAddress(request.walletAddress),
        countryCode: request.countryCode,
        offer,
        now: sandbox.now(),
        redirectUrl: sandbox.appRedirect(c, request.redirectUrl),
      }),
      kind: 'buy',
      fiatAmount: request.sourceAmount,
      destinationRaw: offer.quote.destinationRaw,
      destinationAmount: offer.quote.destinationAmount,
    };
    storeSession(sandbox, request.externalSessionId, session);
    const response: FORWidgetUrlResponse = {
      id: request.externalSessionId,
      widgetUrl: sandbox.url(c, buyPath(session.widgetToken)),
    };
    return c.json(response);
  });

  app.get('/widget/buy/:token', (c) => {
    const found = store.byWidgetToken(c.req.param('token'));
    if (!found || found.session.kind !== 'buy') return c.html(notFoundPage(), 404);
    return c.html(buyWidgetPage(found.session, sandbox.url(c, `${buyPath(c.req.param('token'))}/pay`)));
  });

  app.post('/widget/buy/:token/pay', async (c) => {
    const token = c.req.param('token');
    const found = store.byWidgetToken(token);
    if (!found || found.session.kind !== 'buy') return c.html(notFoundPage(), 404);
    const session = found.session;
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const card = typeof form.card === 'string' ? form.card.replace(/[\s-]/g, '') : '';
    const page = sandbox.url(c, buyPath(token));
    // a second submission (a reload, a double click) changes nothing once the first was taken
    if (session.status !== 'PENDING_CREATED') return c.redirect(page, 303);
    if (card !== TEST_CARDS.succeeds && card !== TEST_CARDS.declines)
      return c.html(buyWidgetPage(session, `${page}/pay`, 'Use one of the sandbox test cards.'), 400);
    const settle = (status: BuySession['status']) => {
      session.status = status;
      session.updatedAt = sandbox.now();
    };
    if (card === TEST_CARDS.declines) {
      settle('FAILED');
      return c.redirect(page, 303);
    }
    settle('SETTLING');
    try {
      if (!options.deliver) throw new Error('this deployment has no treasury');
      session.blockchainTransactionId = await options.deliver(
        session.token,
        session.walletAddress as Address,
        session.destinationRaw,
      );
      settle('SETTLED');
    } catch (error) {
      console.error(`[fiat sandbox] delivery failed: ${error instanceof Error ? error.message : String(error)}`);
      settle('ERROR');
    }
    return c.redirect(page, 303);
  });
}
