// The /limit form (spec §2, §5, §8, issue 14): sell and buy tokens, amount, a limit price set from the market with quick
// percentages and an inverted view, expiry, "Limit price too far from market" blocking submission, then the review
// (LimitReviewDialog), where the one transaction steps pipeline (issue 28) approves, signs and places the order.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, zeroAddress } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import {
  LIMIT_EXPIRIES,
  LIMIT_QUICK_PERCENTAGES,
  type LimitExpiry,
  isLimitTooFarFromMarket,
  limitOutputAt,
  openOrdersNotice,
} from '../../../../contract/uniswapxLimitPrice';
import { createOrdersApi } from '../../../data/ordersApi';
import { useConnection } from '../../../account/ConnectionProvider';
import { requestConnect } from '../../../account/connectRequest';
import { AMOUNT_SHOWN, parseAmount } from '../../../lib/tokenAmounts';
import { useFormatters } from '../../../data/useFormatters';
import { lower, sameAddress, useBalances, useChainFromParam, useChainTokens } from '../../../data/chainTokens';
import { useMarket } from '../swapData';
import { useSwapQuote } from '../useSwapQuote';
import { LimitsPanel, useLimitOrders } from './LimitsPanel';
import { limitOrdersRootKey } from '../../../data/limitOrders';
import type { LimitOrderRequest } from './limitActors';
import { limitOutputFromPrice, priceFromLimitOutput } from './limitPrice';
import { type LimitPair, openingLimitPair, pickLimitToken, readLastLimitPair, rememberLimitPair } from './limitPair';
import { LimitReviewDialog } from './LimitReviewDialog';
import { TokenPickerField } from '../../../ui/TokenPickerField';

/** Long labels (other languages, phones) wrap instead of widening the screen. */
const wrapping = css({ whiteSpace: 'normal', h: 'auto', minH: '11', py: '2' });

const api = createOrdersApi();
/** Where the last pair is kept: localStorage, where the browser gives it. */
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
const EXPIRY_CHOICES = Object.keys(LIMIT_EXPIRIES) as LimitExpiry[];
const field = css({ display: 'grid', gap: '1', minW: '0' });
const input = css({
  w: '100%',
  minW: '0',
  h: '11',
  px: '3',
  borderRadius: 'md',
  border: '1px solid',
  borderColor: 'border',
  bg: 'surface',
  color: 'text',
  fontSize: 'lg',
});
const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });

export function LimitForm() {
  const { t } = useTranslation();
  const format = useFormatters();
  const connection = useConnection();
  const account = connection.status === 'connected' ? (connection.address as Address | undefined) : undefined;
  const { chain } = useChainFromParam(undefined);
  const { list, tokens: allTokens } = useChainTokens(chain, []);
  // UniswapX orders move ERC20s through Permit2: native ETH is sold as WETH
  const tokens = useMemo(() => allTokens.filter((token) => token.address !== zeroAddress && !token.spam), [allTokens]);
  // the pair picked here, over the one the form opens with (the last pair used on the chain, else WETH for USDC)
  const [picked, setPicked] = useState<Partial<LimitPair>>({});
  const opening = useMemo(
    () =>
      openingLimitPair(tokens, chain?.contracts.WETH9, chain ? readLastLimitPair(storage(), chain.chainId) : undefined),
    [tokens, chain],
  );
  const pair = { ...opening, ...picked };
  const tokenIn = tokens.find((token) => sameAddress(token.address, pair.sell));
  const tokenOut = tokens.find((token) => sameAddress(token.address, pair.buy));
  const pick = (side: keyof LimitPair, address: string) => {
    const next = pickLimitToken(pair, side, address);
    setPicked(next);
    if (chain && next.sell && next.buy) rememberLimitPair(storage(), chain.chainId, { sell: next.sell, buy: next.buy });
    // a price set for one pair means nothing for another: a new token brings back the market's
    setPriceText(undefined);
  };
  const [amountText, setAmountText] = useState('');
  const [priceText, setPriceText] = useState<string | undefined>();
  const [inverted, setInverted] = useState(false);
  const [expiry, setExpiry] = useState<LimitExpiry>('1d');
  // the order under review, as the form stood when Review was pressed; a new review starts a new pipeline
  const [review, setReview] = useState<{ key: number; request: LimitOrderRequest; expiry: LimitExpiry }>();

  const inputAmount = tokenIn ? parseAmount(amountText, tokenIn.decimals) : undefined;
  const { summary } = useMarket(chain, list);
  const { quote } = useSwapQuote({
    chain,
    tokenIn,
    tokenOut,
    kind: 'swap',
    tradeType: 'exactIn',
    amount: inputAmount,
    versions: ['v2', 'v3', 'v4'],
    summary,
  });
  const marketOutput = inputAmount !== undefined ? quote.data?.amountOut : undefined;
  const balances = useBalances(chain, account, tokens);
  const balanceIn = tokenIn ? balances.data?.get(lower(tokenIn.address)) : undefined;
  const decimals = tokenIn && tokenOut ? { decimalsIn: tokenIn.decimals, decimalsOut: tokenOut.decimals } : undefined;

  // the price follows the market until the person sets one
  const limitOutput =
    inputAmount === undefined || !decimals
      ? undefined
      : priceText !== undefined
        ? limitOutputFromPrice(priceText, inputAmount, decimals, inverted)
        : marketOutput;
  const shownPrice =
    priceText ??
    (marketOutput !== undefined && inputAmount && decimals
      ? priceFromLimitOutput(marketOutput, inputAmount, decimals, inverted)
      : '');
  const tooFar =
    limitOutput !== undefined && marketOutput !== undefined && isLimitTooFarFromMarket(limitOutput, marketOutput);

  const orders =
    useLimitOrders(account, chain?.chainId, tokens).data?.orders.filter((o) => o.status === 'open').length ?? 0;
  const notice = openOrdersNotice(orders);

  const queryClient = useQueryClient();
  const reactor = chain?.contracts.ExclusiveDutchOrderReactor as Address | undefined;
  const provider = connection.provider;
  const wallet =
    chain && account && provider && tokenIn && tokenOut && reactor ? { chain, account, provider } : undefined;

  const insufficient = inputAmount !== undefined && balanceIn !== undefined && inputAmount > balanceIn;
  // the filler must deliver the exact amount the order names: a token that takes a fee on every transfer cannot
  // (the order service refuses it too, issue 35)
  const feeToken = [tokenIn, tokenOut].find((token) => token?.feeOnTransfer);
  const canReview =
    !feeToken &&
    !!wallet &&
    inputAmount !== undefined &&
    inputAmount > 0n &&
    limitOutput !== undefined &&
    limitOutput > 0n &&
    marketOutput !== undefined &&
    !tooFar &&
    !insufficient &&
    notice !== 'atMaximum';

  const openReview = () => {
    if (!canReview || !wallet || !tokenIn || !tokenOut || !reactor) return;
    if (inputAmount === undefined || limitOutput === undefined) return;
    const request: LimitOrderRequest = {
      ...wallet,
      reactor,
      api,
      tokenIn,
      tokenOut,
      inputAmount,
      limitOutput,
      expirySeconds: LIMIT_EXPIRIES[expiry],
      // the order service has it: list it now rather than at the panel's next poll
      onPlaced: () => void queryClient.invalidateQueries({ queryKey: limitOrdersRootKey }),
    };
    setReview({ key: (review?.key ?? 0) + 1, request, expiry });
  };

  const setPercent = (percent: number) => {
    if (marketOutput === undefined || inputAmount === undefined || !decimals) return;
    setPriceText(priceFromLimitOutput(limitOutputAt(marketOutput, percent), inputAmount, decimals, inverted));
  };
  const invert = () => {
    if (limitOutput !== undefined && inputAmount && decimals && priceText !== undefined)
      setPriceText(priceFromLimitOutput(limitOutput, inputAmount, decimals, !inverted));
    setInverted(!inverted);
  };
  const closeReview = (placed: boolean) => {
    setReview(undefined);
    if (!placed) return;
    setAmountText('');
    setPriceText(undefined);
    void queryClient.invalidateQueries({ queryKey: limitOrdersRootKey });
  };

  const priceUnit =
    tokenIn && tokenOut
      ? inverted
        ? t('limitUi.priceUnit', { quote: tokenIn.symbol, base: tokenOut.symbol })
        : t('limitUi.priceUnit', { quote: tokenOut.symbol, base: tokenIn.symbol })
      : '';

  return (
    <div
      className={css({ w: '100%', maxW: '480px', minW: '0', mx: 'auto', px: '4', py: '4', display: 'grid', gap: '4' })}
    >
      <h1 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{t('limitUi.title')}</h1>
      <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '3' })}>
        <TokenPickerField
          label={t('limitUi.sellToken')}
          buttonLabel={t('limitUi.sellTokenIs', { symbol: tokenIn?.symbol ?? t('swapUi.none') })}
          tokens={tokens}
          value={tokenIn}
          onChange={(token) => pick('sell', token.address)}
          chain={chain}
          owner={account}
        />
        <TokenPickerField
          label={t('limitUi.buyToken')}
          buttonLabel={t('limitUi.buyTokenIs', { symbol: tokenOut?.symbol ?? t('swapUi.none') })}
          tokens={tokens}
          value={tokenOut}
          onChange={(token) => pick('buy', token.address)}
          chain={chain}
          owner={account}
        />
      </div>
      <label className={field}>
        <span>{t('limitUi.sellAmount')}</span>
        <input
          className={input}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value.replace(',', '.'))}
        />
        {tokenIn && balanceIn !== undefined ? (
          <span className={mutedText()}>
            {t('limitUi.balance', {
              amount: format.tokenAmount(balanceIn, tokenIn.decimals, AMOUNT_SHOWN),
              symbol: tokenIn.symbol,
            })}
          </span>
        ) : null}
      </label>
      <div className={field}>
        <label className={field}>
          <span>{t('limitUi.limitPrice', { unit: priceUnit })}</span>
          <input
            className={input}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={shownPrice}
            onChange={(event) => setPriceText(event.target.value.replace(',', '.'))}
          />
        </label>
        <div className={chips} role="group" aria-label={t('limitUi.quickPrices')}>
          {LIMIT_QUICK_PERCENTAGES.map((percent) => (
            <button
              key={percent}
              type="button"
              className={button({ tone: 'soft', size: 'sm' })}
              disabled={marketOutput === undefined}
              onClick={() => setPercent(percent)}
            >
              {percent === 0 ? t('limitUi.market') : `+${percent}%`}
            </button>
          ))}
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={invert}>
            {t('limitUi.invert')}
          </button>
        </div>
        {marketOutput !== undefined && inputAmount && decimals && tokenOut ? (
          <span className={mutedText()}>
            {t('limitUi.marketPrice', {
              price: priceFromLimitOutput(marketOutput, inputAmount, decimals, inverted),
              unit: priceUnit,
            })}
          </span>
        ) : null}
      </div>
      <div className={chips} role="radiogroup" aria-label={t('limitUi.expiry')}>
        {EXPIRY_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            role="radio"
            aria-checked={expiry === choice}
            className={button({ tone: expiry === choice ? 'accent' : 'soft', size: 'sm' })}
            onClick={() => setExpiry(choice)}
          >
            {t(`limitUi.expiries.${choice}`)}
          </button>
        ))}
      </div>
      {tooFar && !feeToken ? (
        <p role="alert" className={css({ color: 'danger' })}>
          {t('limitUi.tooFar')}
        </p>
      ) : null}
      {notice !== 'none' ? (
        <p role="status" className={css({ color: notice === 'atMaximum' ? 'danger' : 'warning' })}>
          {t(notice === 'atMaximum' ? 'limitUi.atMaximum' : 'limitUi.nearMaximum', { count: orders })}
        </p>
      ) : null}
      {insufficient && tokenIn ? <p role="alert">{t('limitUi.insufficient', { symbol: tokenIn.symbol })}</p> : null}
      {feeToken ? <p role="alert">{t('limitUi.feeOnTransfer', { symbol: feeToken.symbol })}</p> : null}
      <button
        type="button"
        className={cx(button({ tone: 'accent', size: 'md' }), wrapping)}
        // without a wallet it opens the wallet dialog, as every "Connect a wallet" button does (issue 34)
        disabled={account !== undefined && !canReview}
        onClick={account ? openReview : requestConnect}
      >
        {account ? t('limitUi.review') : t('limitUi.connect')}
      </button>
      {review ? (
        <LimitReviewDialog
          key={review.key}
          request={review.request}
          expiryLabel={t(`limitUi.expiries.${review.expiry}`)}
          onClose={closeReview}
        />
      ) : null}
      {account && chain ? (
        <LimitsPanel account={account} chain={chain} tokens={tokens} provider={connection.provider} />
      ) : null}
    </div>
  );
}
