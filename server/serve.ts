import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createServicesApp, type ServicesAppOptions } from './app.ts';
import { RELAY_PATH } from './runtimeConfig.ts';
import { WalletConnectRelay } from './walletConnectRelay/relay.ts';

export type RunningServer = { url: string; relayUrl: string; close: () => Promise<void> };

export { RELAY_PATH } from './runtimeConfig.ts';

/** Starts the services server on 127.0.0.1 (port 0 picks a free one), with the WalletConnect relay beside it. */
export function startServicesServer(options: ServicesAppOptions & { port: number }): Promise<RunningServer> {
  // the address it listens on is its public origin unless one is configured (a request's Host header never is)
  const listening = options.port ? `http://127.0.0.1:${options.port}` : undefined;
  const publicOrigin = options.publicOrigin ?? process.env.SLUICE_PUBLIC_ORIGIN ?? listening;
  const { app } = createServicesApp({ ...options, publicOrigin });
  return new Promise((resolvePromise) => {
    const server = serve({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' }, (info) => {
      // web pages may reach the relay from the app's own origin, and from origins SLUICE_RELAY_ORIGINS lists
      const own = publicOrigin ?? `http://127.0.0.1:${info.port}`;
      const allowedOrigins = [
        own,
        `http://localhost:${info.port}`,
        `http://127.0.0.1:${info.port}`,
        ...(process.env.SLUICE_RELAY_ORIGINS ?? '')
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ];
      const relay = new WalletConnectRelay({ server: server as Server, path: RELAY_PATH, allowedOrigins });
      resolvePromise({
        url: `http://127.0.0.1:${info.port}`,
        relayUrl: `ws://127.0.0.1:${info.port}${RELAY_PATH}`,
        close: async () => {
          await relay.close();
          await new Promise<void>((done) => server.close(() => done()));
        },
      });
    });
  });
}
