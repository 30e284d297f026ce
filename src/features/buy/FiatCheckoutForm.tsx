// spec §2 routes /buy and /sell, "fiat checkout, region selection"; §5 fiat limits; §6 view-only wallets cannot buy;
// §8 on-ramp messages (issue 31). One form for both directions: buying types a fiat amount and receives tokens,
// selling types a token amount and receives fiat. The quotes are live queries (useCheckoutQuotes); continuing runs
// the checkout machine (machines/fiatCheckout.machine.ts): the provider's widget in a new tab, a sale's deposit
// through the transaction steps, and the wait for the provider.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, type EIP1193Provider, type Hex, parseUnits, zeroAddress } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import {
  type CheckoutDirection,
  type CheckoutOffer,
  fiatCheckoutMachine,
} from '../../../machines/fiatCheckout.machine';
import { useConnection } from '../../account/ConnectionProvider';
import { requestConnect } from '../../account/connectRequest';
import {
  type ChainToken,
  lower,
  sameAddress,
  useBalances,
  useChainFromParam,
  useChainTokens,
} from '../../data/chainTokens';
import { lastProviderQueryKey } from '../../data/fiatTransfers';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useFormatters } from '../../data/useFormatters';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import {
  FIAT_AMOUNT_DECIMALS,
  QUICK_AMOUNTS,
  acceptsAmountText,
  formatFiatAmount,
  parseDecimalAmount,
  regionChoices,
} from '../../lib/fiatCheckout/checkoutRules';
import { NATIVE_PARAM } from '../../lib/swap/swapParams';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { TradeNetworkSelect } from '../../account/TradeNetworkSelect';
import { TokenSelector } from '../../ui/TokenSelector';
import { CheckoutAmountField } from './CheckoutAmountField';
import { CheckoutProgress } from './CheckoutProgress';
import { QuoteList } from './QuoteList';
import { RegionSelect } from './RegionSelect';
import { SaleDepositDialog } from './SaleDepositDialog';
import { fiatCheckoutMachineFor } from './checkoutActors';
import { useCheckoutQuotes } from './useCheckoutQuotes';

export function FiatCheckoutForm({ direction }: { direction: CheckoutDirection }) {
  const connection = useConnection();
  const account = connection.status === 'connected' ? (connection.address as Address | undefined) : undefined;
  const search = useSearch({ strict: false }) as { chain?: string; inputCurrency?: string; outputCurrency?: string };
  const { chains, chain } = useChainFromParam(search.chain);
  if (!chain) return null;
  // the token a link preselects: what a purchase brings (outputCurrency), what a sale gives (inputCurrency)
  const linked =
    direction === 'buy' ? search.outputCurrency ?? search.inputCurrency : search.inputCurrency ?? search.outputCurrency;
  return (
    <CheckoutFlow
      key={`${direction}:${chain.chainId}:${account ?? ''}:${connection.provider ? 'signer' : ''}`}
      direction={direction}
      chain={chain}
      chains={chains}
      account={account}
      provider={connection.provider}
      viewOnly={connection.viewOnly}
      linkedToken={linked && linked !== NATIVE_PARAM ? linked : undefined}
    />
  );
}

type CheckoutFlowProps = {
  direction: CheckoutDirection;
  chain: RuntimeChain;
  chains: readonly RuntimeChain[];
  account: Address | undefined;
  provider: EIP1193Provider | undefined;
  viewOnly: boolean;
  linkedToken: string | undefined;
};

function CheckoutFlow({ direction, chain, chains, account, provider, viewOnly, linkedToken }: CheckoutFlowProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selling = direction === 'sell';
  const [amountText, setAmountText] = useState('');
  const [country, setCountry] = useState<string>();
  const [currency, setCurrency] = useState<string>();
  const [tokenAddress, setTokenAddress] = useState<string | undefined>(linkedToken);
  const [chosen, setChosen] = useState<string>();
  const [selecting, setSelecting] = useState(false);
  const [depositing, setDepositing] = useState(false);

  const { tokens } = useChainTokens(chain, []);
  const balances = useBalances(chain, account, tokens);
  const token: ChainToken | undefined = tokens.find((t) => sameAddress(t.address, tokenAddress ?? zeroAddress));
  const amount = parseDecimalAmount(amountText, selling ? Math.min(token?.decimals ?? 18, 18) : FIAT_AMOUNT_DECIMALS);
  const quotes = useCheckoutQuotes({
    direction,
    chain,
    tokens,
    countryChoice: country,
    currencyChoice: currency,
    token,
    amount,
    account,
  });
  const tradableToken = quotes.tradable.some((e) => sameAddress(e.token.address, token?.address));

  // the widget's tab opens on the click itself (a tab opened after the session request would be a blocked popup)
  const tab = useRef<Window | null>(null);
  const [machine] = useState(() =>
    account
      ? fiatCheckoutMachineFor({
          base: quotes.base,
          account,
          redirectUrl: `${window.location.origin}/${direction}`,
          openTab: (url) => {
            const opened = tab.current;
            tab.current = null;
            if (opened && !opened.closed) opened.location.href = url;
            else window.open(url, '_blank', 'noopener');
          },
        })
      : fiatCheckoutMachine,
  );
  const [snapshot, send] = useMachine(machine);
  const inCheckout = !snapshot.matches('quoting');
  const failure = snapshot.matches('quoting') ? snapshot.context.failure : undefined;
  useEffect(() => {
    // the session was refused: the blank tab opened for it goes
    if (failure && tab.current) {
      tab.current.close();
      tab.current = null;
    }
  }, [failure]);
  useEffect(() => {
    if (!snapshot.matches('openingWidget')) void queryClient.invalidateQueries({ queryKey: lastProviderQueryKey });
    if (snapshot.matches('settled')) void balances.refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on each change of state
  }, [snapshot.value]);

  const balance = token ? balances.data?.get(lower(token.address)) : undefined;
  const insufficient =
    selling &&
    token &&
    amount !== undefined &&
    balance !== undefined &&
    parseUnits(amountText, token.decimals) > balance;
  const fiat = (value: number) => formatFiatAmount(value, quotes.currency ?? 'USD', i18n.language);
  const problem = quotes.problem;
  const problemText =
    problem?.kind === 'minimum'
      ? t('fiatCheckout.minimum', {
          amount: selling ? `${format.amount(problem.amount)} ${token?.symbol ?? ''}` : fiat(problem.amount),
        })
      : problem?.kind === 'maximum'
        ? t('fiatCheckout.maximum', {
            amount: selling ? `${format.amount(problem.amount)} ${token?.symbol ?? ''}` : fiat(problem.amount),
          })
        : problem
          ? t(ERROR_MESSAGES[problem.messageId])
          : undefined;
  const best = quotes.quotes?.find((q) => q.serviceProvider === chosen) ?? quotes.quotes?.[0];

  function continueWith() {
    if (!account) return requestConnect();
    if (!best || !token || !quotes.code || !quotes.currency) return;
    const offer: CheckoutOffer = {
      direction,
      token: { chainId: chain.chainId, address: token.address, symbol: token.symbol, decimals: token.decimals },
      serviceProvider: best.serviceProvider,
      providerName: best.serviceProviderDetails.name,
      countryCode: best.countryCode ?? quotes.country ?? '',
      sourceAmount: best.sourceAmount,
      fiatCurrency: quotes.currency,
      cryptoCurrencyCode: quotes.code,
      fiatAmount: selling ? best.destinationAmount : best.sourceAmount,
      tokenAmount: selling ? best.sourceAmount : best.destinationAmount,
      totalFee: best.totalFee,
      exchangeRate: best.exchangeRate,
    };
    tab.current = window.open('about:blank', '_blank');
    if (tab.current) tab.current.opener = null;
    send({ type: 'CONTINUE', offer });
  }
  const onDeposited = useCallback(
    (hash: Hex) => {
      setDepositing(false);
      send({ type: 'DEPOSITED', hash });
    },
    [send],
  );

  const label = !account
    ? t('fiatCheckout.connect')
    : viewOnly
      ? t(selling ? 'fiatCheckout.viewOnlySell' : 'fiatCheckout.viewOnlyBuy')
      : best
        ? t(selling ? 'fiatCheckout.sellWith' : 'fiatCheckout.buyWith', { provider: best.serviceProviderDetails.name })
        : t('fiatCheckout.continue');
  const disabled =
    account !== undefined && (viewOnly || !best || problem !== undefined || !!insufficient || inCheckout);
  const titleId = `${direction}-title`;

  return (
    // the swap card's width (spec §9: 480), so Buy and Sell line up with the trade tabs above them as Swap and Limit do
    <section
      aria-labelledby={titleId}
      className={css({ maxW: '480px', w: 'full', mx: 'auto', my: '10', px: '4', display: 'grid', gap: '3', minW: '0' })}
    >
      <div className={css({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: '2' })}>
        <h1 id={titleId} className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>
          {t(selling ? 'fiatCheckout.sell.title' : 'fiatCheckout.buy.title')}
        </h1>
        <TradeNetworkSelect
          label={t('send.network')}
          value={chain.slug}
          chains={chains}
          onChange={(slug) => void navigate({ to: selling ? '/sell' : '/buy', search: { chain: slug } })}
        />
      </div>
      {inCheckout ? (
        <CheckoutProgress
          snapshot={snapshot}
          onDeposit={() => setDepositing(true)}
          onRetry={() => send({ type: 'RETRY' })}
          onReset={() => send({ type: 'RESET' })}
        />
      ) : (
        <>
          <RegionSelect
            country={quotes.country ?? ''}
            countries={regionList(quotes.countries, quotes.country)}
            onCountry={setCountry}
            currency={quotes.currency}
            currencies={quotes.currencies}
            onCurrency={setCurrency}
          />
          <CheckoutAmountField
            label={t(selling ? 'fiatCheckout.sell.amount' : 'fiatCheckout.buy.amount')}
            tokenLabel={t(selling ? 'fiatCheckout.sell.tokenButton' : 'fiatCheckout.buy.tokenButton', {
              symbol: token?.symbol ?? t('swapUi.none'),
            })}
            text={amountText}
            prefix={selling ? undefined : quotes.symbol}
            token={token}
            chain={chain}
            onType={(text) => {
              if (acceptsAmountText(text, selling ? token?.decimals ?? 18 : FIAT_AMOUNT_DECIMALS)) setAmountText(text);
            }}
            onSelectToken={() => setSelecting(true)}
            quickAmounts={
              selling ? undefined : QUICK_AMOUNTS.map((value) => ({ label: fiat(value), text: String(value) }))
            }
            note={
              selling && token && balance !== undefined
                ? t('send.balance', {
                    amount: format.tokenAmount(balance, token.decimals, AMOUNT_SHOWN),
                    symbol: token.symbol,
                  })
                : undefined
            }
            error={
              insufficient
                ? t('fiatCheckout.insufficientBalance', { symbol: token?.symbol ?? '' })
                : token && quotes.tradable.length > 0 && !tradableToken
                  ? t('fiatCheckout.tokenNotOffered', { symbol: token.symbol })
                  : undefined
            }
          />
          {problemText && (
            <div
              role="alert"
              className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', alignItems: 'center', color: 'critical' })}
            >
              <span>{problemText}</span>
              {problem?.kind === 'message' && problem.retry && (
                <button type="button" className={button({ size: 'sm', tone: 'soft' })} onClick={quotes.retry}>
                  {t('fiatCheckout.retry')}
                </button>
              )}
            </div>
          )}
          {failure && (
            <p role="alert" className={css({ color: 'critical' })}>
              {t(ERROR_MESSAGES[failure])}
            </p>
          )}
          {quotes.loading && <p className={mutedText()}>{t('fiatCheckout.loadingQuotes')}</p>}
          {quotes.quotes && quotes.quotes.length > 0 && !problem && (
            <QuoteList
              quotes={quotes.quotes}
              chosen={best?.serviceProvider}
              onChoose={setChosen}
              fiat={fiat}
              receives={(q) =>
                selling ? fiat(q.destinationAmount) : `${format.amount(q.destinationAmount)} ${token?.symbol ?? ''}`
              }
            />
          )}
          <button
            type="button"
            className={cx(button({ tone: 'accent' }), css({ h: '14', fontSize: 'lg', whiteSpace: 'normal' }))}
            disabled={disabled}
            onClick={continueWith}
          >
            {label}
          </button>
          {viewOnly && <p className={mutedText()}>{t('accountDrawer.viewOnlyCannot')}</p>}
        </>
      )}
      {selecting && (
        <TokenSelector
          open
          onClose={() => setSelecting(false)}
          onSelect={(picked) => {
            setTokenAddress(picked.address);
            setChosen(undefined);
            setSelecting(false);
          }}
          onImport={() => undefined}
          chain={chain}
          tokens={quotes.tradable.length > 0 ? quotes.tradable.map((e) => e.token) : tokens}
          balances={balances.data}
          recent={[]}
        />
      )}
      {depositing && snapshot.context.transfer && snapshot.context.offer && account && provider && (
        <SaleDepositDialog
          transfer={snapshot.context.transfer}
          token={snapshot.context.offer.token}
          providerName={snapshot.context.offer.providerName}
          wallet={{ chain, account, provider }}
          onDeposited={onDeposited}
          onClose={() => setDepositing(false)}
        />
      )}
    </section>
  );
}

/** The region choices, with the chosen one kept in the list even when it is none of them. */
function regionList(served: readonly string[], chosen: string | undefined): string[] {
  const list = regionChoices(served);
  return chosen && !list.includes(chosen) ? [chosen, ...list] : list;
}
