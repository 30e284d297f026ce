// The sandbox fiat on-ramp aggregator (issue 31, spec §7 "Fiat on-ramp"): the POST API Uniswap's interface speaks
// (contract/fiatOnRampWire.ts), with three sandbox providers (providers.ts), their widget pages, a treasury that
// delivers purchases on the devnet and a watcher that settles sales. Calls come only from the app's own origins; each
// answer is JSON, errors in the API's `{ statusCode, errorName, message, context }` shape. A real aggregator replaces
// it by configuration (the runtime config's fiatOnRampApiUrl).
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { FORTransactionResponse } from '../../../contract/fiatOnRampWire.ts';
import { fromAppOrigin } from '../../security.ts';
import { answerError, FiatApiError, sessionNotFound } from './apiErrors.ts';
import { createFiatSandboxContext, type FiatSandboxOptions } from './context.ts';
import { mountBuyRoutes } from './buyRoutes.ts';
import { logoSvg } from './logos.ts';
import { mountReferenceRoutes } from './referenceRoutes.ts';
import { readBody, schemas } from './requests.ts';
import { mountSellRoutes, watchSale } from './sellRoutes.ts';
import { toWireTransaction } from './sessions.ts';
import { mountTransferRoutes } from './transferRoutes.ts';

export function createFiatSandbox(options: FiatSandboxOptions) {
  const sandbox = createFiatSandboxContext(options, options.depositSecret ?? randomBytes(16).toString('hex'));
  const app = new Hono();
  app.use(
    '*',
    cors({
      origin: (origin, c) => (origin === options.own(c) || options.appOrigins.includes(origin) ? origin : null),
      allowMethods: ['POST'],
      allowHeaders: ['content-type'],
    }),
  );
  // a page elsewhere cannot open sessions or read them with the person's browser (a JSON body needs no preflight)
  app.use('*', async (c, next) => {
    if (c.req.method === 'POST' && !fromAppOrigin(c, options.own, options.appOrigins))
      throw new FiatApiError(403, 'ForbiddenOrigin', 'Calls come from the app only');
    await next();
  });
  app.onError((error, c) => {
    if (error instanceof FiatApiError) return answerError(c, error);
    console.error(
      `[fiat sandbox] ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return c.json({ statusCode: 500, errorName: 'InternalError', message: 'Something went wrong' }, 500);
  });

  mountReferenceRoutes(app, sandbox);
  mountBuyRoutes(app, sandbox);
  mountSellRoutes(app, sandbox);
  mountTransferRoutes(app, sandbox);

  // spec §3 "Transaction": a session's record, for its own wallet only; a sale looks at the chain as it is read
  app.post('/Transaction', async (c) => {
    const request = await readBody(c, schemas.transaction);
    const session = sandbox.store.get(request.sessionId, request.walletAddress);
    if (!session) throw sessionNotFound();
    if (session.kind === 'sell') await watchSale(sandbox, session, request.forceFetch === true);
    const response: FORTransactionResponse = {
      transaction: toWireTransaction(session, sandbox.providerDetails(c, session.provider)),
    };
    return c.json(response);
  });

  app.get('/logos/:provider/:file{(light|dark)\\.svg}', (c) => {
    const svg = logoSvg(c.req.param('provider'), c.req.param('file') === 'dark.svg' ? 'dark' : 'light');
    if (!svg) return c.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml' });
  });

  return { app, sessions: sandbox.store };
}
