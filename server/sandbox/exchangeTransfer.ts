// spec §7 "Fiat on-ramp": the from-exchange transfer providers the Receive modal lists, and a provider session that
// answers with the provider's widget URL. The one provider here is a sandbox (Sluice Sandbox Exchange): it speaks the
// same protocol (serviceProviders with name and logos; a session request of serviceProvider, walletAddress,
// externalSessionId and redirectUrl answered with widgetUrl), and its widget is a page of this server that shows
// where the transfer would go. It moves no funds.
import { Hono } from 'hono';
import { isAddress } from 'viem';
import type { OwnOrigin } from '../security.ts';

export type TransferServiceProvider = {
  serviceProvider: string;
  name: string;
  logos: { lightLogo: string; darkLogo: string };
};

export type TransferSessionRequest = {
  serviceProvider: string;
  walletAddress: string;
  externalSessionId: string;
  redirectUrl?: string;
};

export const SANDBOX_EXCHANGE = 'SANDBOX_EXCHANGE';
const SANDBOX_NAME = 'Sluice Sandbox Exchange';

const LOGO = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${fill}"/>` +
  `<path d="M9 20l7-9 7 9z" fill="#fff"/></svg>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function createExchangeTransferService(options: { own: OwnOrigin }) {
  const app = new Hono();
  app.get('/transfer-service-providers', (c) => {
    const origin = options.own(c);
    const providers: TransferServiceProvider[] = [
      {
        serviceProvider: SANDBOX_EXCHANGE,
        name: SANDBOX_NAME,
        logos: {
          lightLogo: `${origin}/api/fiat-on-ramp/sandbox/logo-light.svg`,
          darkLogo: `${origin}/api/fiat-on-ramp/sandbox/logo-dark.svg`,
        },
      },
    ];
    return c.json({ serviceProviders: providers });
  });
  app.get('/sandbox/:file{logo-(light|dark)\\.svg}', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(LOGO(c.req.param('file') === 'logo-dark.svg' ? '#7c5cff' : '#4b2fd6'), 200, {
      'Content-Type': 'image/svg+xml',
    });
  });
  app.post('/transfer-widget-url', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<TransferSessionRequest> | null;
    if (
      !body ||
      body.serviceProvider !== SANDBOX_EXCHANGE ||
      typeof body.walletAddress !== 'string' ||
      !isAddress(body.walletAddress) ||
      typeof body.externalSessionId !== 'string' ||
      !/^[\w-]{1,64}$/.test(body.externalSessionId)
    )
      return c.json({ error: 'invalid_request' }, 400);
    const widget = new URL('/api/fiat-on-ramp/sandbox/widget', options.own(c));
    widget.searchParams.set('walletAddress', body.walletAddress);
    widget.searchParams.set('externalSessionId', body.externalSessionId);
    return c.json({ widgetUrl: widget.toString() });
  });
  app.get('/sandbox/widget', (c) => {
    const address = c.req.query('walletAddress') ?? '';
    if (!isAddress(address)) return c.text('invalid wallet address', 400);
    const session = escapeHtml(c.req.query('externalSessionId') ?? '');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<title>${SANDBOX_NAME}</title></head><body style="font-family:system-ui;max-width:420px;margin:2rem auto;padding:0 1rem">` +
        `<h1>${SANDBOX_NAME}</h1><p><strong>Sandbox:</strong> this exchange moves no funds.</p>` +
        `<p>Withdrawals from this account go to</p><p><code style="word-break:break-all">${address}</code></p>` +
        `<p>Session ${session}</p></body></html>`,
    );
  });
  return app;
}
