// A v3 position's LP rewards (issue 13; spec §3 "rewards earned"): the pool's programs (UniswapV3Staker incentives,
// from the indexer), what a staked position has earned (read from the staker at the page's block), and the owner's
// actions: stake in a running program, claim (the position stays staked) or withdraw the position from the staker.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, encodeAbiParameters, encodeFunctionData, parseAbi, parseAbiParameters } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { type IncentiveKey, claimRewardsCall, incentiveKeyFromWire } from '../../chain/lpRewards';
import type { PositionDetails } from '../../chain/positionDetails';
import { dataQueries, usdPriceKey } from '../../data/dataApi';
import { blockTimeQueryOptions, positionRewardsQueryOptions } from '../../data/positionQueries';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useDataApi } from '../../data/useDataApi';
import { useUsdPrices } from '../../data/usdPrices';
import { useFormatters } from '../../data/useFormatters';
import { useListedTokens } from '../../data/useListedTokens';
import type { PositionTxRequest } from './positionTxActors';
import { PositionTxDialog } from './PositionTxDialog';
import { positionStyles as s } from './positionStyles';

const safeTransferAbi = parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId, bytes data)']);
const INCENTIVE_KEYS = parseAbiParameters(
  '(address rewardToken, address pool, uint256 startTime, uint256 endTime, address refundee)[]',
);

type Action = 'stake' | 'claim' | 'withdraw';

export function RewardsCard(props: {
  position: PositionDetails;
  chain: RuntimeChain;
  tokenId: bigint;
  onChanged: () => void;
}) {
  const { position: p, chain, tokenId } = props;
  const { chainId } = chain;
  const staker = chain.contracts.UniswapV3Staker;
  const { t } = useTranslation();
  const format = useFormatters();
  const tokens = useListedTokens();
  const { base, ready } = useDataApi();
  const connection = useConnection();
  const [action, setAction] = useState<Action | undefined>();
  const incentives = useQuery({
    ...dataQueries.incentives(base, chainId, p.pool),
    enabled: ready && p.version === 'v3' && !!staker,
  });
  const keys: IncentiveKey[] = (incentives.data ?? []).map((i) => incentiveKeyFromWire(i.key));
  const rewardsQuery = positionRewardsQueryOptions({
    chain,
    tokenId,
    owner: p.owner,
    incentives: keys,
    blockNumber: p.blockNumber,
  });
  const rewards = useQuery({ ...rewardsQuery, enabled: p.staked && rewardsQuery.enabled });
  const rewardTokens = [...new Set(keys.map((k) => k.rewardToken.toLowerCase() as Address))];
  const { prices } = useUsdPrices(
    base,
    rewardTokens.map((address) => ({ chainId, address })),
    ready,
  );
  const { data: chainNow } = useQuery(blockTimeQueryOptions(chain, p.blockNumber));

  if (p.version !== 'v3' || !staker || chainNow === undefined) return null;
  const running = keys.filter((k) => k.startTime <= chainNow && chainNow < k.endTime);
  if (!p.staked && running.length === 0) return null;

  const date = (seconds: bigint) =>
    new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium' }).format(new Date(Number(seconds) * 1000));
  const isOwner =
    !!connection.address && connection.address.toLowerCase() === p.owner.toLowerCase() && !connection.viewOnly;
  const onChain = connection.chainId === chainId;
  const stakes = rewards.data?.stakes.map((stake) => stake.key) ?? [];
  const earned = rewards.data?.byToken ?? [];
  const total = earned.reduce((sum, e) => sum + e.amount, 0n);
  const lines = earned.map((e) => {
    const decimals = tokens.get(chainId, e.token)?.decimals ?? 18;
    const price = prices[usdPriceKey(chainId, e.token)];
    return {
      token: e.token,
      symbol: tokens.symbol(chainId, e.token),
      amount: format.tokenAmount(e.amount, decimals),
      fiat: price === undefined ? undefined : format.fiat((Number(e.amount) / 10 ** decimals) * price),
      raw: e.amount,
      decimals,
    };
  });

  const request = (
    buildCall: PositionTxRequest['buildCall'],
    type: 'claimRewards' | 'stake' | 'unstake',
  ): PositionTxRequest | undefined =>
    isOwner && connection.provider
      ? {
          chain,
          account: connection.address!,
          provider: connection.provider,
          buildCall,
          activity: {
            type,
            output: lines[0] && {
              token: lines[0].token,
              symbol: lines[0].symbol,
              decimals: lines[0].decimals,
              amount: lines[0].raw.toString(),
            },
          },
        }
      : undefined;
  const claim = (withdraw: boolean) =>
    request(
      ({ chainNow: now }) =>
        claimRewardsCall({
          staker,
          tokenId,
          owner: p.owner,
          stakes,
          rewardTokens,
          chainNow: now,
          withdraw,
        }),
      withdraw ? 'unstake' : 'claimRewards',
    );
  const stake = request(
    () => ({
      to: chain.contracts.NonfungiblePositionManager!,
      data: encodeFunctionData({
        abi: safeTransferAbi,
        functionName: 'safeTransferFrom',
        // staked in every running program at once: the key list as the transfer's data
        args: [p.owner, staker, tokenId, encodeAbiParameters(INCENTIVE_KEYS, [running])],
      }),
    }),
    'stake',
  );
  const dialogs: Record<
    Action,
    {
      request: PositionTxRequest | undefined;
      title: string;
      submit: string;
      pending: string;
      done: string;
      body?: string;
    }
  > = {
    claim: {
      request: claim(false),
      title: t('rewards.claimTitle'),
      submit: t('rewards.claim'),
      pending: t('rewards.claiming'),
      done: t('rewards.claimed'),
    },
    withdraw: {
      request: claim(true),
      title: t('rewards.withdrawTitle'),
      submit: t('rewards.withdraw'),
      pending: t('rewards.withdrawing'),
      done: t('rewards.withdrawn'),
      body: t('rewards.withdrawBody'),
    },
    stake: {
      request: stake,
      title: t('rewards.stakeTitle'),
      submit: t('rewards.stake'),
      pending: t('rewards.staking'),
      done: t('rewards.staked'),
      body: t('rewards.stakeBody'),
    },
  };
  const open = action && dialogs[action];

  return (
    <div className={s.card} role="group" aria-label={t('rewards.title')}>
      <div className={s.line}>
        <h2 className={s.cardTitle}>{t('rewards.title')}</h2>
      </div>
      {p.staked ? (
        <>
          <p className={mutedText()}>
            {running.length > 0
              ? t('rewards.stakedUntil', { date: date(running[0]!.endTime) })
              : t('rewards.stakedEnded')}
          </p>
          {rewards.isError ? (
            <p role="alert">{t('positions.loadFailed')}</p>
          ) : (
            <ul aria-label={t('rewards.earned')} className={css({ display: 'grid', gap: '1' })}>
              {lines.map((line) => (
                <li key={line.token} className={s.line}>
                  <span>{line.symbol}</span>
                  <span>
                    <strong>{line.amount}</strong>
                    {line.fiat && <span className={mutedText()}> · {line.fiat}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p className={mutedText()}>{t('rewards.stakedNote')}</p>
        </>
      ) : (
        <p className={mutedText()}>
          {t('rewards.program', {
            symbol: tokens.symbol(chainId, running[0]!.rewardToken),
            date: date(running[0]!.endTime),
          })}
        </p>
      )}
      {isOwner &&
        (!onChain ? (
          <button
            type="button"
            className={cx(button({ tone: 'soft' }), s.action)}
            onClick={() => connection.switchChain(chainId)}
          >
            {t('positions.switchTo', { chain: chain.name })}
          </button>
        ) : p.staked ? (
          <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
            <button
              type="button"
              className={cx(button({ tone: 'accent' }), s.action)}
              disabled={!rewards.data || total === 0n}
              onClick={() => setAction('claim')}
            >
              {t('rewards.claimRewards')}
            </button>
            <button
              type="button"
              className={cx(button({ tone: 'soft' }), s.action)}
              onClick={() => setAction('withdraw')}
            >
              {t('rewards.withdrawFromProgram')}
            </button>
          </div>
        ) : (
          p.liquidity > 0n && (
            <button
              type="button"
              className={cx(button({ tone: 'accent' }), s.action)}
              onClick={() => setAction('stake')}
            >
              {t('rewards.stakeToEarn')}
            </button>
          )
        ))}
      {open?.request && (
        <PositionTxDialog
          title={open.title}
          body={open.body}
          request={open.request}
          requestKey={action!}
          lines={action === 'stake' ? [] : lines.map((line) => ({ symbol: line.symbol, amount: line.amount }))}
          submitLabel={open.submit}
          pendingLabel={open.pending}
          doneLabel={open.done}
          failedMessage="collectFailed"
          onClose={() => setAction(undefined)}
          onDone={props.onChanged}
        />
      )}
    </div>
  );
}
