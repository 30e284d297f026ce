// A plain dapp page that is not Sluice (issue 30), served over http on a port of its own so the extension's content
// scripts run in it. Its first inline script discovers wallets by EIP-6963 and notes what it found, before any other
// script of the page runs; `window.ethereum` is not used.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test dapp</title>
<script>
  window.discovered = [];
  window.addEventListener('eip6963:announceProvider', (event) => window.discovered.push(event.detail));
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  window.atFirstScript = window.discovered.map((detail) => detail.info.rdns);
  window.ask = (rdns, request) =>
    window.discovered
      .find((detail) => detail.info.rdns === rdns)
      .provider.request(request)
      .then((result) => ({ result }), (error) => ({ code: error.code, message: error.message }));
  // a request in the first script too, as a dapp asks for its accounts on load: the bridge must already listen
  window.firstAnswer = window.ask('app.sluice.extension', { method: 'eth_chainId' });
</script></head>
<body><h1>Test dapp</h1></body></html>`;

export type TestDapp = { url: string; close: () => Promise<void> };

export async function serveTestDapp(): Promise<TestDapp> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
