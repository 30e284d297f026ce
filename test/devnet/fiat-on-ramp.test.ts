// The sandbox fiat aggregator on the devnet (issue 31): a purchase paid with the test card lands on chain from the
// sandbox treasury (the wallet's balance rises by exactly the quoted amount, in the transaction the record names), a
// declined card sends nothing, and a sale settles once the watcher sees the wallet's deposit.
import { type Address, parseEventLogs, parseUnits } from 'viem';
import { describe, expect, inject, it } from 'vitest';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import {
  FIAT_ON_RAMP_SANDBOX_PATH,
  type FORQuoteResponse,
  type FORTransaction,
  type FORWidgetUrlResponse,
  type OffRampTransferDetailsResponse,
} from '../../contract/fiatOnRampWire.ts';
import { faucet } from '../../devnet/faucet.ts';
import { devnetSandbox } from '../../devnet/sandboxAccess.ts';
import { createServicesApp } from '../../server/app.ts';
import { TREASURY_ACCOUNT } from '../../server/sandbox/fiat/treasury.ts';
import { balanceOf, clientsFor, devnetChainManifest, isolateEachTest, token } from './fixtures.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const BASE = `${ORIGIN}${FIAT_ON_RAMP_SANDBOX_PATH}`;
const chain = devnetChainManifest(31337);
const USDC = token(chain, 'USDC');
const buyer = clientsFor(chain, 7);

const { app } = createServicesApp({
  manifest: () => inject('devnet'),
  publicOrigin: ORIGIN,
  sandbox: devnetSandbox,
  // fixed prices (a stablecoin at 1, ETH at 3,000): the quotes are exact without waiting for the indexer
  fiatTokenPrices: async (t) => (t.stablecoin ? 1 : t.symbol === 'ETH' ? 3000 : undefined),
});

async function call<T>(name: string, body: object): Promise<T> {
  const response = await app.request(`${BASE}/${name}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  expect(response.status, `${name}: ${await response.clone().text()}`).toBe(200);
  return (await response.json()) as T;
}

const record = async (sessionId: string, walletAddress: Address) =>
  (await call<{ transaction: FORTransaction }>('Transaction', { sessionId, walletAddress, forceFetch: true }))
    .transaction;

async function openPurchase(sessionId: string, destinationCurrencyCode = 'USDC_DEVNET') {
  const request = {
    sourceAmount: 150,
    sourceCurrencyCode: 'USD',
    destinationCurrencyCode,
    countryCode: 'US',
    serviceProvider: 'MERIDIANRAMP',
    walletAddress: buyer.account.address,
  };
  const { quotes } = await call<FORQuoteResponse>('Quote', request);
  const quote = quotes.find((q) => q.serviceProvider === 'MERIDIANRAMP')!;
  const { widgetUrl } = await call<FORWidgetUrlResponse>('WidgetUrl', { ...request, externalSessionId: sessionId });
  const pay = (card: string) =>
    app.request(`${widgetUrl}/pay`, { method: 'POST', body: new URLSearchParams({ card }) });
  return { quote, pay };
}

describe('the sandbox fiat aggregator on the devnet', () => {
  isolateEachTest([31337]);

  it('should deliver exactly the quoted tokens from the treasury in the transaction the record names', async () => {
    const before = await balanceOf(buyer, USDC.address);
    const { quote, pay } = await openPurchase('devnet-buy-1');
    expect((await pay('4242 4242 4242 4242')).status).toBe(303);

    const quoted = parseUnits(String(quote.destinationAmount), USDC.decimals);
    expect(await balanceOf(buyer, USDC.address)).toBe(before + quoted);
    const settled = await record('devnet-buy-1', buyer.account.address);
    expect([settled.status, settled.destinationAmount]).toEqual(['SETTLED', quote.destinationAmount]);
    const receipt = await buyer.publicClient.getTransactionReceipt({
      hash: settled.cryptoDetails.blockchainTransactionId as `0x${string}`,
    });
    const transfers = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
    expect(transfers.map((t) => [t.address.toLowerCase(), t.args.from, t.args.to, t.args.value])).toEqual([
      [USDC.address.toLowerCase(), TREASURY_ACCOUNT, buyer.account.address, quoted],
    ]);
  });

  it('should deliver native ETH to the wallet when it buys ETH', async () => {
    const before = await buyer.publicClient.getBalance({ address: buyer.account.address });
    const { quote, pay } = await openPurchase('devnet-buy-eth', 'ETH_DEVNET');
    await pay('4242424242424242');
    const settled = await record('devnet-buy-eth', buyer.account.address);
    const delivery = await buyer.publicClient.getTransaction({
      hash: settled.cryptoDetails.blockchainTransactionId as `0x${string}`,
    });
    const quoted = parseUnits(String(quote.destinationAmount), 18);
    expect([settled.status, delivery.from, delivery.to, delivery.value]).toEqual([
      'SETTLED',
      TREASURY_ACCOUNT.toLowerCase(),
      buyer.account.address.toLowerCase(),
      quoted,
    ]);
    expect(await buyer.publicClient.getBalance({ address: buyer.account.address })).toBe(before + quoted);
  });

  it('should end FAILED with nothing sent when the card is declined', async () => {
    const before = await balanceOf(buyer, USDC.address);
    const block = await buyer.publicClient.getBlockNumber();
    const { pay } = await openPurchase('devnet-buy-2');
    await pay('4000 0000 0000 0002');
    const failed = await record('devnet-buy-2', buyer.account.address);
    expect([failed.status, failed.cryptoDetails.blockchainTransactionId]).toEqual(['FAILED', '']);
    expect(await balanceOf(buyer, USDC.address)).toBe(before);
    expect(await buyer.publicClient.getBlockNumber()).toBe(block);
  });

  it('should settle a sale once the wallet’s transfer to the deposit address is on chain', async () => {
    const seller = clientsFor(chain, 8);
    await faucet({ chain, to: seller.account.address, eth: '1', tokens: { USDC: '100' } });
    const { widgetUrl } = await call<FORWidgetUrlResponse>('OffRampWidgetUrl', {
      sourceAmount: 60,
      baseCurrencyCode: 'USDC_DEVNET',
      quoteCurrencyCode: 'USD',
      refundWalletAddress: seller.account.address,
      countryCode: 'US',
      serviceProvider: 'MERIDIANRAMP',
      externalSessionId: 'devnet-sell-1',
    });
    const details = await call<OffRampTransferDetailsResponse>('OffRampTransferDetails', {
      meldDetails: { sessionId: 'devnet-sell-1' },
      walletAddress: seller.account.address,
    });
    expect((await record('devnet-sell-1', seller.account.address)).status).toBe('PENDING_CREATED');

    const deposit = await seller.walletClient.writeContractSync({
      address: details.tokenAddress as Address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [details.depositWalletAddress as Address, parseUnits(String(details.baseCurrencyAmount), USDC.decimals)],
    });
    const settled = await record('devnet-sell-1', seller.account.address);
    expect([settled.status, settled.cryptoDetails.blockchainTransactionId]).toEqual([
      'SETTLED',
      deposit.transactionHash,
    ]);
    expect(await (await app.request(widgetUrl)).text()).toContain('Complete');
  });
});
