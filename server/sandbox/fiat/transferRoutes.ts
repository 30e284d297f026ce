// spec §7 "Fiat on-ramp", from an exchange: TransferServiceProviders lists the exchanges a person can withdraw from
// (the Receive modal's list), TransferWidgetUrl answers a session request (serviceProvider, walletAddress,
// externalSessionId, redirectUrl) with the exchange's widget. The one exchange here is a sandbox whose widget shows
// where the withdrawal would go; it moves no funds.
import type { Hono } from 'hono';
import { isAddress } from 'viem';
import type { FORServiceProvidersResponse, FORWidgetUrlResponse } from '../../../contract/fiatOnRampWire.ts';
import { invalidRequest } from './apiErrors.ts';
import type { FiatSandbox } from './context.ts';
import { SANDBOX_EXCHANGE } from './providers.ts';
import { readBody, schemas } from './requests.ts';
import { transferWidgetPage } from './widgetPages.ts';

export function mountTransferRoutes(app: Hono, sandbox: FiatSandbox): void {
  app.post('/TransferServiceProviders', (c) => {
    const response: FORServiceProvidersResponse = {
      serviceProviders: [
        {
          serviceProvider: SANDBOX_EXCHANGE.serviceProvider,
          name: SANDBOX_EXCHANGE.name,
          url: sandbox.url(c, '/widget/transfer'),
          logos: {
            lightLogo: sandbox.logoUrl(c, SANDBOX_EXCHANGE.serviceProvider, 'light'),
            darkLogo: sandbox.logoUrl(c, SANDBOX_EXCHANGE.serviceProvider, 'dark'),
          },
          paymentMethods: [],
        },
      ],
    };
    return c.json(response);
  });

  app.post('/TransferWidgetUrl', async (c) => {
    const request = await readBody(c, schemas.transferWidgetUrl);
    if (request.serviceProvider !== SANDBOX_EXCHANGE.serviceProvider) throw invalidRequest('serviceProvider');
    const widget = new URL(sandbox.url(c, '/widget/transfer'));
    widget.searchParams.set('walletAddress', request.walletAddress);
    widget.searchParams.set('externalSessionId', request.externalSessionId);
    const response: FORWidgetUrlResponse = { id: request.externalSessionId, widgetUrl: widget.toString() };
    return c.json(response);
  });

  app.get('/widget/transfer', (c) => {
    const address = c.req.query('walletAddress') ?? '';
    if (!isAddress(address)) return c.text('invalid wallet address', 400);
    return c.html(
      transferWidgetPage(SANDBOX_EXCHANGE.name, address, (c.req.query('externalSessionId') ?? '').slice(0, 64)),
    );
  });
}
