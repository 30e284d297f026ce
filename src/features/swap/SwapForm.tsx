import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, createPublicClient, formatUnits, http, parseUnits, zeroAddress } from 'viem';
import { createActor } from 'xstate';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { swapMachine } from '../../../machines/swap.machine';
import { startRouterWorker } from '../../../workers/routerClient';
import type { CurrencyId, Trade } from '../../../workers/routing/types';
import { useRuntimeConfig } from '../../app/providers/useRuntimeConfig';
import { tokenListQuery } from '../../data/tokenList';
import { AUTO_SLIPPAGE_BIPS, DEFAULT_DEADLINE_MINUTES, slippageLimit } from '../../lib/swap/swapSettings';
import { useConnection } from '../wallet/ConnectionProvider';
import { marketQuery } from './marketQuery';
import { createSwapActors } from './swapActors';

type SwapToken = { address: Address; symbol: string; decimals: number };
const ETH: SwapToken = { address: zeroAddress, symbol: 'ETH', decimals: 18 };

// one routing worker for the app, started on first use
let router: ReturnType<typeof startRouterWorker> | undefined;
const routerWorker = () => (router ??= startRouterWorker());

const field = css({
  display: 'grid',
  gap: '2',
  p: '4',
  borderRadius: 'xl',
  bg: 'surface',
  border: '1px solid',
  borderColor: 'border',
});
const control = css({
  fontSize: 'lg',
  p: '2',
  borderRadius: 'lg',
  bg: 'surface.raised',
  color: 'text',
  border: '1px solid',
  borderColor: 'border',
});

/** A token picker; the full selector (search, balances, import warnings) replaces it in the swap issue. */
function TokenSelect(props: {
  label: string;
  tokens: SwapToken[];
  value: string;
  onChange: (address: Address) => void;
}) {
  return (
    <select
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as Address)}
      className={control}
    >
      {props.tokens.map((x) => (
        <option key={x.address} value={x.address}>
          {x.symbol}
        </option>
      ))}
    </select>
  );
}

/** Parses a typed amount in a token's units; undefined for anything that is not a positive amount it can hold. */
function parseAmount(text: string, decimals: number): bigint | undefined {
  if (!/^\d*\.?\d*$/.test(text) || text === '' || text === '.') return undefined;
  const [, fraction = ''] = text.split('.');
  if (fraction.length > decimals) return undefined;
  const value = parseUnits(text, decimals);
  return value > 0n ? value : undefined;
}

const format = (value: bigint, decimals: number) =>
  new Intl.NumberFormat('en-US', { maximumSignificantDigits: 8 }).format(Number(formatUnits(value, decimals)));

/** spec §2 "Swap form": sell and buy panels, exact input, quotes from the routing worker, execution by the machine. */
export function SwapForm() {
  const { t } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const chain = config?.chains[0];
  const { data: list } = useQuery({
    ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'),
    enabled: config !== undefined,
  });
  const tokens = useMemo<SwapToken[]>(
    () => [ETH, ...(list?.tokens ?? []).filter((x) => x.chainId === chain?.chainId)],
    [list, chain?.chainId],
  );
  const [inAddress, setIn] = useState<Address>(zeroAddress);
  const [outAddress, setOut] = useState<Address | undefined>();
  const [typed, setTyped] = useState('');
  const tokenIn = tokens.find((x) => x.address === inAddress) ?? ETH;
  const tokenOut = tokens.find((x) => x.address === (outAddress ?? tokens.find((y) => y.symbol === 'USDC')?.address));
  const amount = parseAmount(typed, tokenIn.decimals);

  const market = useQuery({ ...marketQuery(chain, list?.tokens), gcTime: 60_000 });
  useEffect(() => {
    if (market.data && chain) void routerWorker().client.setMarket(chain.chainId, market.data);
  }, [market.data, chain]);

  const quoteRequest = (value: bigint) => ({
    chainId: chain!.chainId,
    currencyIn: tokenIn.address.toLowerCase() as CurrencyId,
    currencyOut: tokenOut!.address.toLowerCase() as CurrencyId,
    tradeType: 'exactIn' as const,
    amount: value,
  });
  const quote = useQuery({
    queryKey: [
      'quote',
      chain?.chainId,
      tokenIn.address,
      tokenOut?.address,
      amount?.toString(),
      market.data?.blockNumber.toString(),
    ],
    enabled:
      amount !== undefined &&
      tokenOut !== undefined &&
      market.data !== undefined &&
      tokenIn.address !== tokenOut.address,
    queryFn: async () => (await routerWorker().client.quote(quoteRequest(amount!)))?.trade ?? null,
    gcTime: 0,
  });
  const trade: Trade | null | undefined = quote.data;
  const minimum = trade ? slippageLimit(trade.amountOut, 'exactIn', AUTO_SLIPPAGE_BIPS) : undefined;

  const connection = useConnection();
  const connected = connection.status === 'connected' && connection.address !== undefined;
  const [status, setStatus] = useState<{ kind: 'idle' | 'working' | 'done' | 'failed'; message?: string }>({
    kind: 'idle',
  });
  const running = useRef(false);

  async function swap() {
    if (!chain || !trade || !connection.address || running.current) return;
    const provider = connection.provider;
    // spec §6: a view-only wallet cannot sign; say so instead of asking it
    if (connection.viewOnly) return setStatus({ kind: 'failed', message: t('wallets.problems.viewOnlyRefused') });
    if (!provider) return;
    running.current = true;
    setStatus({ kind: 'working', message: t('swap.confirmInWallet') });
    const publicClient = createPublicClient({ transport: http(chain.rpcUrl) });
    const actors = createSwapActors({
      provider,
      account: connection.address,
      chainId: chain.chainId,
      publicClient,
      router: chain.contracts.UniversalRouter!,
      quote: async () => (await routerWorker().client.quote(quoteRequest(trade.amountIn)))?.trade,
      slippageBips: AUTO_SLIPPAGE_BIPS,
      deadlineMinutes: DEFAULT_DEADLINE_MINUTES,
      limitFor: (fresh) => slippageLimit(fresh.amountOut, 'exactIn', AUTO_SLIPPAGE_BIPS),
    });
    const actor = createActor(swapMachine.provide({ actors }), {
      input: {
        request: {
          kind: 'swap',
          nativeInput: tokenIn.address === zeroAddress,
          tradeType: 'exactIn',
          limit: minimum!,
          quoted: trade.amountOut,
        },
      },
    }).start();
    actor.send({ type: 'SUBMIT' });
    await new Promise<void>((resolve) => {
      const subscription = actor.subscribe((snapshot) => {
        if (snapshot.matches('succeeded'))
          setStatus({
            kind: 'done',
            message: t('swap.success', {
              amountIn: format(trade.amountIn, tokenIn.decimals),
              symbolIn: tokenIn.symbol,
              symbolOut: tokenOut!.symbol,
            }),
          });
        else if (snapshot.matches('failed'))
          setStatus({ kind: 'failed', message: t(`swap.failure.${snapshot.context.failure ?? 'unknown'}`) });
        else if (snapshot.matches('quoteChanged')) setStatus({ kind: 'failed', message: t('swap.quoteChanged') });
        else return;
        subscription.unsubscribe();
        actor.stop();
        resolve();
      });
    });
    running.current = false;
    void market.refetch();
  }

  const action = !connected
    ? t('swap.connectToSwap')
    : amount === undefined
      ? t('swap.enterAmount')
      : quote.isFetching && !trade
        ? t('swap.finding')
        : trade === null
          ? t('swap.noQuotes')
          : t('swap.swap');

  return (
    <section
      aria-labelledby="swap-title"
      className={css({ maxW: '480px', mx: 'auto', my: '10', px: '4', display: 'grid', gap: '3' })}
    >
      <h1 id="swap-title" className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
        {t('swap.title')}
      </h1>
      <div className={field}>
        <span className={css({ color: 'text.muted' })}>{t('swap.sell')}</span>
        <div className={css({ display: 'flex', gap: '2' })}>
          <input
            aria-label={t('swap.amountToSell')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={typed}
            onChange={(e) => setTyped(e.target.value.replace(',', '.'))}
            className={`${control} ${css({ flex: '1', minW: '0' })}`}
          />
          <TokenSelect label={t('swap.tokenToSell')} tokens={tokens} value={tokenIn.address} onChange={setIn} />
        </div>
      </div>
      <div className={field}>
        <span className={css({ color: 'text.muted' })}>{t('swap.buy')}</span>
        <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <output aria-label={t('swap.amountToBuy')} className={css({ flex: '1', fontSize: 'lg', p: '2' })}>
            {trade && tokenOut ? format(trade.amountOut, tokenOut.decimals) : '0'}
          </output>
          <TokenSelect label={t('swap.tokenToBuy')} tokens={tokens} value={tokenOut?.address ?? ''} onChange={setOut} />
        </div>
      </div>
      {trade && minimum !== undefined && tokenOut && (
        <p className={css({ color: 'text.muted', fontSize: 'sm' })}>
          {t('swap.minimumReceived', { amount: format(minimum, tokenOut.decimals), symbol: tokenOut.symbol })}
        </p>
      )}
      <button
        type="button"
        className={`${button({ tone: 'accent' })} ${css({ h: '14', fontSize: 'lg' })}`}
        disabled={!connected || !trade || status.kind === 'working'}
        onClick={() => void swap()}
      >
        {action}
      </button>
      <p role="status" className={css({ minH: '6' })}>
        {status.message}
      </p>
    </section>
  );
}
