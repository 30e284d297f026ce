// spec §2 "Swap form" and §4, §5, §8: sell and buy panels with balances and fiat values, exact in or exact out, switch,
// max, the token selector, the chain selector, settings, the review with its warnings, and execution through the one
// transaction steps pipeline with its notices. An output token picked on another network makes the trade a bridge
// (issue 31): Across's quote, the bridge's review and a deposit through the same pipeline. Embedded on the landing
// page it hides the frame's parts and continues to /swap.
import { Link, useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, formatUnits, zeroAddress } from 'viem';
import { css } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type { Trade } from '../../../workers/routing/types';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';
import { useFormatters } from '../../data/useFormatters';
import { AUTO_SLIPPAGE_BIPS, slippageLimit } from '../../lib/swap/swapSettings';
import {
  NATIVE_PARAM,
  selectChain,
  type SwapParams,
  swapParamsFromSearch,
  swapSearchFromParams,
} from '../../lib/swap/swapParams';
import { balanceProblem } from '../../lib/swap/swapReview';
import { swapKindOf } from '../../lib/swap/swapKind';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { useConnection } from '../../account/ConnectionProvider';
import { SmartWalletMismatchPopup } from '../../account/SmartWalletMismatchPopup';
import { AmountPanel } from './AmountPanel';
import { RateLine } from './RateLine';
import { InsufficientGasNotice } from './InsufficientGasNotice';
import { AMOUNT_SHOWN, MAXIMUM_SHOWN, MINIMUM_SHOWN, editableAmount, parseAmount } from '../../lib/tokenAmounts';
import {
  type ChainToken,
  lower,
  nativeToken,
  sameAddress,
  useBalances,
  useScreening,
  useChainFromParam,
  useChainTokens,
  usdValue,
} from '../../data/chainTokens';
import { useMarket } from './swapData';
import { SwapHeader } from './SwapHeader';
import { SwapReviewDialog } from './SwapReviewDialog';
import { SwapSettingsPanel } from './SwapSettingsPanel';
import { SwitchSidesButton } from './SwitchSidesButton';
import { TokenSelector } from '../../ui/TokenSelector';
import { useNetworkCost } from './useNetworkCost';
import { useSwapExecution } from './useSwapExecution';
import { useOneClickBatching } from '../../transactions/oneClickBatching';
import { useSwapQuote } from './useSwapQuote';
import { requestConnect } from '../../account/connectRequest';
import { bridgeApiBase, bridgeQuoteQueryOptions } from '../../data/bridgeQuote';
import { BRIDGE_OUTPUT_SYMBOLS, bridgeWireToken, bridgesTo, isBridgeChain } from '../../lib/bridge/bridgeTokens';
import { BridgeReviewDialog } from './BridgeReviewDialog';
import { useBridgeExecution } from './useBridgeExecution';

/** What Max keeps back from the native balance until the swap's network cost is estimated (0.01 ETH). */
const NATIVE_GAS_RESERVE_WEI = 10n ** 16n;
const NO_TOKENS: readonly ChainToken[] = [];

export function SwapForm({ embedded = false, autoFocus = false }: { embedded?: boolean; autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preferences = usePreferences();
  const store = usePreferencesStore();
  const connection = useConnection();
  const format = useFormatters();
  const account = connection.status === 'connected' ? (connection.address as Address | undefined) : undefined;

  // the trade routes validate the swap parameters (spec §2); the landing widget starts empty
  const search = useSearch({ strict: false });
  const [params, setParams] = useState<SwapParams>(() =>
    embedded ? { value: '', field: 'INPUT' } : swapParamsFromSearch(search),
  );
  const { config, chains, chain } = useChainFromParam(params.chain);
  // spec §1 bridge (issue 31): the output token's chain, when it is another chain with a bridge pool
  const outputChain = chains.find((c) => c.slug === params.outputChain);
  const destination =
    chain && outputChain && outputChain.chainId !== chain.chainId && isBridgeChain(chain) && isBridgeChain(outputChain)
      ? outputChain
      : undefined;
  const bridgeChains = chains.filter(isBridgeChain);
  const [pickerChainId, setPickerChainId] = useState<number>();
  const [selecting, setSelecting] = useState<'INPUT' | 'OUTPUT' | undefined>();
  const imported = useMemo(
    () =>
      preferences.swapImportedTokens
        .map((entry) => JSON.parse(entry) as ChainToken & { chainId: number })
        .filter((token) => token.chainId === chain?.chainId),
    [preferences.swapImportedTokens, chain?.chainId],
  );
  const { list, tokens } = useChainTokens(chain, imported);
  const findToken = (param: string | undefined) =>
    param === NATIVE_PARAM ? nativeToken() : tokens.find((token) => sameAddress(token.address, param));
  const tokenIn: ChainToken | undefined =
    params.inputCurrency === undefined && params.outputCurrency === undefined
      ? nativeToken()
      : findToken(params.inputCurrency);
  // the bridge's destination tokens, and those of the network the output picker shows when it is another chain
  const destinationOutputs = useBridgeOutputs(destination);
  const pickerChain =
    selecting === 'OUTPUT' ? chains.find((c) => c.chainId === pickerChainId) ?? destination ?? chain : undefined;
  const pickerOther = pickerChain && pickerChain.chainId !== chain?.chainId ? pickerChain : undefined;
  const pickerOutputs = useBridgeOutputs(pickerOther);
  const tokenOut = destination
    ? destinationOutputs.find((token) => tokenParamOf(token) === params.outputCurrency)
    : findToken(params.outputCurrency);

  // the URL follows the form (spec §2 query parameters); the landing widget leaves the URL alone
  const router = useRouter();
  useEffect(() => {
    if (embedded) return;
    const next = swapSearchFromParams(params);
    const current: Record<string, unknown> = router.state.location.search;
    if (Object.entries(next).every(([name, value]) => current[name] === value)) return;
    void navigate({
      to: '.',
      search: (prev) => ({ ...prev, ...next }),
      replace: true,
      resetScroll: false,
    });
  }, [params, embedded, navigate, router]);

  const weth = chain?.contracts.WETH9;
  const kind = swapKindOf(tokenIn?.address, tokenOut?.address, weth);
  const tradeType = params.field === 'INPUT' ? 'exactIn' : 'exactOut';
  const independentToken = params.field === 'INPUT' ? tokenIn : tokenOut;
  const amount = independentToken ? parseAmount(params.value, independentToken.decimals) : undefined;

  const { market, summary, prices } = useMarket(chain, list);
  const balances = useBalances(chain, account, tokens);
  // spec §8 "Error loading data": the chain's RPC refused or failed the latest read (the form keeps what it had)
  const chainUnreachable =
    !embedded && ((kind === 'swap' && market.isError) || (account !== undefined && balances.isError));
  const screening = useScreening(account);
  const blockedAddress = screening.data?.some((i) => i.category === 'sanctions') === true;

  const slippageBips = preferences.swapSlippageBips ?? AUTO_SLIPPAGE_BIPS;
  const versions = preferences.swapRoutingVersions;

  const { quote, quoteFor } = useSwapQuote({
    chain,
    tokenIn,
    tokenOut: destination ? undefined : tokenOut,
    kind,
    tradeType,
    amount,
    versions,
    summary,
  });
  const trade: Trade | null | undefined = amount === undefined || destination ? undefined : quote.data;
  // a bridge quotes what arrives for the amount sent (exact in only)
  const bridgeQuote = useQuery(
    bridgeQuoteQueryOptions({
      base: bridgeApiBase(config),
      originChainId: destination && chain?.chainId,
      destinationChainId: destination?.chainId,
      inputToken:
        destination && tokenIn && tokenOut && bridgesTo(tokenIn.symbol, tokenOut.symbol)
          ? bridgeWireToken(tokenIn.address, chain!)
          : undefined,
      outputToken: destination && tokenOut ? bridgeWireToken(tokenOut.address, destination) : undefined,
      amount: destination && params.field === 'INPUT' ? amount : undefined,
    }),
  );
  const bridged = destination && amount !== undefined ? bridgeQuote.data : undefined;

  const sellText =
    params.field === 'INPUT' ? params.value : trade && tokenIn ? editableAmount(trade.amountIn, tokenIn.decimals) : '';
  const buyText =
    params.field === 'OUTPUT'
      ? params.value
      : trade && tokenOut
        ? editableAmount(trade.amountOut, tokenOut.decimals)
        : bridged && tokenOut
          ? editableAmount(BigInt(bridged.outputAmount), tokenOut.decimals)
          : '';

  const balanceIn = tokenIn ? balances.data?.get(lower(tokenIn.address)) : undefined;
  const destinationBalances = useBalances(destination, account, destinationOutputs);
  const pickerBalances = useBalances(pickerOther, account, pickerOutputs);
  const balanceOut = tokenOut
    ? (destination ? destinationBalances : balances).data?.get(lower(tokenOut.address))
    : undefined;
  const nativeBalance = balances.data?.get(lower(zeroAddress));
  const limit = trade
    ? slippageLimit(tradeType === 'exactIn' ? trade.amountOut : trade.amountIn, tradeType, slippageBips)
    : undefined;
  const maxIn = trade ? (tradeType === 'exactIn' ? trade.amountIn : limit!) : bridged ? amount : undefined;
  const networkCost = useNetworkCost({ chain, account, kind, trade: trade ?? undefined, limit });
  const networkCostWei = networkCost.data?.networkCostWei;
  const problem =
    maxIn !== undefined
      ? balanceProblem({
          amountIn: maxIn,
          balanceIn,
          nativeBalance,
          nativeIn: tokenIn?.address === zeroAddress,
          // the node refuses a transaction unless the sender holds its gas limit at the max fee
          networkCostWei: networkCost.data?.maxNetworkCostWei,
        })
      : undefined;

  const [settingsOpen, setSettingsOpen] = useState(false);
  // spec §1 "1-click swaps": the gate, the setting and the network decide here, the wallet's capability at each plan
  const batching = useOneClickBatching({ chain, account, provider: connection.provider });
  const execution = useSwapExecution({
    chain,
    account,
    provider: connection.provider,
    kind,
    tradeType,
    slippageBips,
    deadlineMinutes: preferences.swapDeadlineMinutes,
    batching,
    quoteFor,
    refreshMarket: () => market.refetch(),
    onSucceeded: () => {
      update({ value: '' });
      void balances.refetch();
      void market.refetch();
    },
  });
  const bridge = useBridgeExecution({
    chain,
    destination,
    chains,
    account,
    provider: connection.provider,
    base: bridgeApiBase(config),
    onSucceeded: () => {
      update({ value: '' });
      void balances.refetch();
      void destinationBalances.refetch();
    },
  });
  const review = execution.review ?? bridge.review;
  const status = destination ? bridge.status : execution.status;
  // spec §8 "Balance": a token short here that the bridge delivers offers to bridge it from the other bridge chain
  const bridgeFrom =
    problem === 'insufficientBalance' && !destination && chain && isBridgeChain(chain)
      ? bridgeChains.find((c) => c.chainId !== chain.chainId)
      : undefined;
  const bridgeFromToken = useBridgeOutputs(bridgeFrom).find((token) => token.symbol === tokenIn?.symbol);

  const update = (next: Partial<SwapParams>) => setParams((current) => ({ ...current, ...next }));
  const tokenParam = tokenParamOf;

  function choose(side: 'INPUT' | 'OUTPUT', token: ChainToken) {
    const param = tokenParam(token);
    // a token picked on another network: the output of a bridge, sent as an exact amount in
    // (the input shown by default, ETH, becomes the form's input)
    const inputCurrency = tokenIn && tokenParam(tokenIn);
    if (side === 'OUTPUT' && pickerOther) {
      update({ inputCurrency, outputCurrency: param, outputChain: pickerOther.slug, field: 'INPUT' });
      return;
    }
    // picked on this chain again: a swap
    if (side === 'OUTPUT' && destination) {
      update({ inputCurrency, outputCurrency: param, outputChain: undefined });
      return;
    }
    const inParam = tokenIn && tokenParam(tokenIn);
    const outParam = tokenOut && tokenParam(tokenOut);
    // picking the other side's token swaps the two
    if (side === 'INPUT') update({ inputCurrency: param, outputCurrency: param === outParam ? inParam : outParam });
    else update({ outputCurrency: param, inputCurrency: param === inParam ? outParam : inParam });
    const key = `${chain?.chainId}:${lower(token.address)}`;
    void store.set('swapRecentTokens', [key, ...preferences.swapRecentTokens.filter((k) => k !== key)].slice(0, 8));
  }

  function switchDirection() {
    setParams((current) => ({
      ...current,
      // a bridge turns around: it starts from the other chain
      ...(destination && chain && { chain: destination.slug, outputChain: chain.slug, field: 'INPUT' as const }),
      inputCurrency: tokenOut ? tokenParam(tokenOut) : undefined,
      outputCurrency: tokenIn ? tokenParam(tokenIn) : undefined,
      field: destination || current.field === 'OUTPUT' ? 'INPUT' : 'OUTPUT',
    }));
  }

  function setMax() {
    if (!tokenIn || balanceIn === undefined) return;
    // selling the native coin keeps enough back for the network cost: twice its estimate, or a fixed reserve while
    // the estimate is still loading (Max pressed right after typing)
    const reserve =
      tokenIn.address === zeroAddress
        ? networkCost.data
          ? networkCost.data.maxNetworkCostWei * 2n
          : NATIVE_GAS_RESERVE_WEI
        : 0n;
    const max = balanceIn > reserve ? balanceIn - reserve : 0n;
    update({ value: formatUnits(max, tokenIn.decimals), field: 'INPUT' });
  }

  function continueToSwap() {
    void navigate({
      to: '/swap',
      search: swapSearchFromParams({
        ...params,
        inputCurrency: tokenIn ? tokenParam(tokenIn) : undefined,
        outputCurrency: tokenOut ? tokenParam(tokenOut) : undefined,
        chain: chain?.slug,
      }),
    });
  }

  const action: { label: string; enabled: boolean } = (() => {
    if (connection.viewOnly) return { label: t('swapUi.viewOnly'), enabled: false };
    if (blockedAddress) return { label: t('swapUi.addressBlocked'), enabled: false };
    // like every "Connect a wallet" button, it opens the wallet dialog (issue 34)
    if (!embedded && !account) return { label: t('swap.connectToSwap'), enabled: true };
    if (!tokenIn || !tokenOut) return { label: t('swapUi.selectAToken'), enabled: false };
    if (amount === undefined) return { label: t('swap.enterAmount'), enabled: false };
    if (destination) {
      if (bridgeQuote.isFetching && !bridged) return { label: t('swap.finding'), enabled: false };
      if (bridgeQuote.isError) return { label: t(ERROR_MESSAGES.errorLoadingData), enabled: false };
      if (!bridged) return { label: t('swap.noQuotes'), enabled: false };
      if (problem === 'insufficientBalance')
        return { label: t('swapUi.insufficientBalance', { symbol: tokenIn.symbol }), enabled: false };
      return { label: t('swapUi.review'), enabled: true };
    }
    if (quote.isFetching && !trade) return { label: t('swap.finding'), enabled: false };
    // the chain's pools could not be read and none are cached: there is no price to quote from
    if (kind === 'swap' && !summary && market.isError)
      return { label: t('swapUi.marketPriceNotFound'), enabled: false };
    if (quote.isError) return { label: t('swapUi.marketPriceNotFound'), enabled: false };
    if (trade === null) return { label: t('swap.noQuotes'), enabled: false };
    if (embedded) return { label: t('swapUi.continue'), enabled: trade !== undefined };
    if (problem === 'insufficientBalance')
      return { label: t('swapUi.insufficientBalance', { symbol: tokenIn.symbol }), enabled: false };
    if (problem === 'insufficientGas') return { label: t('swapUi.insufficientGas'), enabled: false };
    return { label: t('swapUi.review'), enabled: trade !== undefined };
  })();

  const valueIn = usdValue(prices, tokenIn, trade?.amountIn ?? (params.field === 'INPUT' ? amount : undefined));
  const valueOut = usdValue(prices, tokenOut, trade?.amountOut ?? (params.field === 'OUTPUT' ? amount : undefined));

  return (
    <section
      aria-labelledby={embedded ? undefined : 'swap-title'}
      aria-label={embedded ? t('swapUi.widget') : undefined}
      className={css({
        maxW: '480px',
        w: 'full',
        mx: 'auto',
        my: embedded ? '0' : '10',
        px: embedded ? '0' : '4',
        display: 'grid',
        gap: '3',
      })}
    >
      {!embedded && (
        <SwapHeader
          chains={chains}
          chain={chain}
          settingsOpen={settingsOpen}
          onSelectChain={(slug) => setParams((current) => selectChain(current, slug))}
          onToggleSettings={() => setSettingsOpen((open) => !open)}
        />
      )}
      {!embedded && <SmartWalletMismatchPopup address={account} />}
      {settingsOpen && !embedded && (
        <SwapSettingsPanel chain={chain} account={account} provider={connection.provider} tokens={tokens} />
      )}
      {blockedAddress && (
        <p role="alert" className={css({ color: 'critical' })}>
          {t('swapUi.addressBlockedDetail')}
        </p>
      )}
      <AmountPanel
        side="INPUT"
        text={sellText}
        token={tokenIn}
        chain={chain}
        balance={balanceIn}
        fiat={format.fiat(valueIn)}
        autoFocus={autoFocus}
        onType={(value) => update({ value, field: 'INPUT' })}
        onSelectToken={() => setSelecting('INPUT')}
        onMax={balanceIn !== undefined && balanceIn > 0n && !embedded ? setMax : undefined}
      />
      <SwitchSidesButton label={t('swapUi.switch')} onSwitch={switchDirection} />
      <AmountPanel
        side="OUTPUT"
        text={buyText}
        token={tokenOut}
        // a bridge's output arrives on the destination network: its badge says so
        chain={destination ?? chain}
        balance={balanceOut}
        fiat={format.fiat(valueOut)}
        onType={(value) => update({ value, field: 'OUTPUT' })}
        onSelectToken={() => setSelecting('OUTPUT')}
        // a bridge quotes what arrives for the amount sent, as Across does: the output is the quote, not a field
        readOnlyReason={destination ? t('bridgeUi.outputReadOnly') : undefined}
      />
      {destination && (
        <p className={mutedText()}>
          {bridged && tokenIn
            ? t('bridgeUi.quoteLine', {
                network: destination.name,
                seconds: bridged.expectedFillTimeSec,
                fee: format.tokenAmount(BigInt(bridged.totalRelayFee.total), tokenIn.decimals, AMOUNT_SHOWN),
                symbol: tokenIn.symbol,
              })
            : t('bridgeUi.arrivesOn', { network: destination.name })}
        </p>
      )}
      {trade && limit !== undefined && tokenIn && tokenOut && kind === 'swap' && (
        <p className={mutedText()}>
          {tradeType === 'exactIn'
            ? t('swap.minimumReceived', {
                amount: format.tokenAmount(limit, tokenOut.decimals, MINIMUM_SHOWN),
                symbol: tokenOut.symbol,
              })
            : t('swapUi.maximumSold', {
                amount: format.tokenAmount(limit, tokenIn.decimals, MAXIMUM_SHOWN),
                symbol: tokenIn.symbol,
              })}
        </p>
      )}
      {trade && tokenIn && tokenOut && !destination && (
        <RateLine
          trade={trade}
          kind={kind}
          tokenIn={tokenIn}
          tokenOut={tokenOut}
          tokens={tokens}
          networkCost={format.fiat(usdValue(prices, nativeToken(), networkCostWei))}
          slippageBips={kind === 'swap' ? slippageBips : 0}
        />
      )}
      <button
        type="button"
        className={`${button({ tone: 'accent' })} ${css({ minH: '14', h: 'auto', py: '2', fontSize: 'lg', whiteSpace: 'normal', textAlign: 'center' })}`}
        disabled={!action.enabled || review !== undefined}
        onClick={() =>
          embedded
            ? continueToSwap()
            : !account
              ? requestConnect()
              : destination
              ? bridged &&
                tokenIn &&
                tokenOut &&
                amount !== undefined &&
                bridge.openReview(bridged, tokenIn, tokenOut, amount)
              : void (trade && tokenIn && tokenOut && execution.openReview(trade, tokenIn, tokenOut))
        }
      >
        {action.label}
      </button>
      {problem === 'insufficientGas' && !embedded && <InsufficientGasNotice symbol="ETH" />}
      {/* spec §8 "Balance": an insufficient token balance offers to buy the token (issue 31) */}
      {problem === 'insufficientBalance' && !embedded && tokenIn && chain && (
        <Link
          to="/buy"
          search={{ chain: chain.slug, outputCurrency: tokenIn.address === zeroAddress ? 'ETH' : tokenIn.address }}
          className={`${button({ size: 'sm' })} ${css({ justifySelf: 'start' })}`}
        >
          {t('swapUi.buyNative', { symbol: tokenIn.symbol })}
        </Link>
      )}
      {!embedded && tokenIn && chain && bridgeFrom && bridgeFromToken && (
        <button
          type="button"
          className={`${button({ size: 'sm' })} ${css({ justifySelf: 'start' })}`}
          onClick={() =>
            setParams({
              chain: bridgeFrom.slug,
              outputChain: chain.slug,
              inputCurrency: tokenParam(bridgeFromToken),
              outputCurrency: tokenParam(tokenIn),
              value: params.value,
              field: 'INPUT',
            })
          }
        >
          {t('bridgeUi.bridgeFrom', { symbol: tokenIn.symbol, network: bridgeFrom.name })}
        </button>
      )}
      {chainUnreachable && (
        <div
          role="alert"
          className={css({ display: 'flex', gap: '3', alignItems: 'center', justifyContent: 'space-between' })}
        >
          <span>{t(ERROR_MESSAGES.errorLoadingData)}</span>
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={() => void Promise.all([market.refetch(), balances.refetch()])}
          >
            {t('swapUi.tryAgain')}
          </button>
        </div>
      )}
      {!embedded && (
        <p role="status" className={css({ minH: '6' })} data-tone={status?.tone}>
          {status?.message}
        </p>
      )}
      {/* mounted only while picking: its list of tokens with logos is most of the form's render otherwise */}
      {selecting !== undefined && (
        <TokenSelector
          open
          onClose={() => {
            setSelecting(undefined);
            setPickerChainId(undefined);
          }}
          onSelect={(token) => selecting && choose(selecting, token)}
          onImport={(token) => {
            const entry = JSON.stringify({ ...token, chainId: chain?.chainId });
            void store.set('swapImportedTokens', [...preferences.swapImportedTokens, entry]);
          }}
          chain={pickerOther ?? chain}
          tokens={pickerOther ? pickerOutputs : tokens}
          balances={pickerOther ? pickerBalances.data : balances.data}
          recent={preferences.swapRecentTokens
            .filter((key) => key.startsWith(`${chain?.chainId}:`))
            .map((key) => key.split(':')[1]!)}
          networks={
            selecting === 'OUTPUT' && !embedded && chain && isBridgeChain(chain) && bridgeChains.length > 1
              ? { chains: bridgeChains, onSelect: setPickerChainId }
              : undefined
          }
        />
      )}
      {bridge.review && (
        <BridgeReviewDialog review={bridge.review} snapshot={bridge.snapshot} onClose={bridge.closeReview} />
      )}
      {execution.review && execution.quotes && (
        <SwapReviewDialog
          review={execution.review}
          snapshot={execution.snapshot}
          quotes={execution.quotes}
          tradeType={tradeType}
          slippageBips={kind === 'swap' ? slippageBips : 0}
          prices={prices}
          networkCostWei={networkCostWei}
          tokens={tokens}
          onClose={execution.closeReview}
        />
      )}
    </section>
  );
}

const tokenParamOf = (token: ChainToken) => (token.address === zeroAddress ? NATIVE_PARAM : lower(token.address));

/** The tokens a bridge delivers on `chain` (none without a chain): what the output picker offers there. */
function useBridgeOutputs(chain: Parameters<typeof useChainTokens>[0]): readonly ChainToken[] {
  const { tokens } = useChainTokens(chain, NO_TOKENS);
  return useMemo(
    () => (chain ? tokens.filter((token) => BRIDGE_OUTPUT_SYMBOLS.includes(token.symbol)) : NO_TOKENS),
    [chain, tokens],
  );
}
