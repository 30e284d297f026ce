import { describe, expect, it } from 'vitest';
import { ownOrigin } from '../security.ts';
import { createExchangeTransferService, SANDBOX_EXCHANGE } from './exchangeTransfer.ts';

const ORIGIN = 'http://sluice.test';
const app = createExchangeTransferService({ own: ownOrigin(ORIGIN, false) });
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('the exchange transfer sandbox', () => {
  it('should list the sandbox provider with its name and logos on this origin', async () => {
    const body = (await (await app.request(`${ORIGIN}/transfer-service-providers`)).json()) as {
      serviceProviders: { serviceProvider: string; name: string; logos: { lightLogo: string } }[];
    };
    expect(body.serviceProviders).toHaveLength(1);
    expect(body.serviceProviders[0]).toMatchObject({
      serviceProvider: SANDBOX_EXCHANGE,
      name: 'Sluice Sandbox Exchange',
    });
    const logo = await app.request(
      body.serviceProviders[0]!.logos.lightLogo.replace(`${ORIGIN}/api/fiat-on-ramp`, ORIGIN),
    );
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('should answer a session request with a widget that shows the wallet address', async () => {
    const response = await app.request(`${ORIGIN}/transfer-widget-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ serviceProvider: SANDBOX_EXCHANGE, walletAddress: WALLET, externalSessionId: 'abc-1' }),
    });
    const { widgetUrl } = (await response.json()) as { widgetUrl: string };
    expect(new URL(widgetUrl).searchParams.get('walletAddress')).toBe(WALLET);
    const widget = await app.request(widgetUrl.replace(`${ORIGIN}/api/fiat-on-ramp`, ORIGIN));
    expect(await widget.text()).toContain(WALLET);
  });

  it.each([
    {},
    { serviceProvider: 'OTHER', walletAddress: WALLET, externalSessionId: 'a' },
    { serviceProvider: SANDBOX_EXCHANGE, walletAddress: '0x12', externalSessionId: 'a' },
    { serviceProvider: SANDBOX_EXCHANGE, walletAddress: WALLET, externalSessionId: '<script>' },
  ])('should refuse the session request %j', async (request) => {
    const response = await app.request(`${ORIGIN}/transfer-widget-url`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(400);
  });
});
