// spec §5 swap settings: slippage auto or custom (> 0, below the maximum, very high above 20%), the deadline (at most
// 3 days, warned when high) and the routing preference, persisted in preferences; and the token approvals to Permit2,
// each revocable through the one review of every request to sign (RevokeApprovalDialog).
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Address, type EIP1193Provider, zeroAddress } from 'viem';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';
import { checkDeadlineInput, checkSlippageInput } from '../../lib/swap/swapSettings';
import type { ChainToken } from '../../data/chainTokens';
import { permit2ApprovalsQueryOptions } from '../../data/permit2Approvals';
import { RevokeApprovalDialog } from './RevokeApprovalDialog';
import { useConnection } from '../../account/ConnectionProvider';
import { useFeatureFlag } from '../../data/flagsContext';
import { walletCapabilitiesQueryOptions } from '../../data/walletCapabilities';

const input = css({ w: '24', p: '1', borderRadius: 'md', border: '1px solid', borderColor: 'border', bg: 'surface' });
const VERSIONS = ['v2', 'v3', 'v4'] as const;

export function SwapSettingsPanel(props: {
  chain: RuntimeChain | undefined;
  account: Address | undefined;
  provider: EIP1193Provider | undefined;
  tokens: readonly ChainToken[];
}) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const store = usePreferencesStore();
  const [slippageText, setSlippageText] = useState(
    preferences.swapSlippageBips === null ? '' : String(preferences.swapSlippageBips / 100),
  );
  const [deadlineText, setDeadlineText] = useState(String(preferences.swapDeadlineMinutes));
  const slippage = slippageText === '' ? undefined : checkSlippageInput(slippageText);
  const deadline = checkDeadlineInput(deadlineText);
  const [revoking, setRevoking] = useState<ChainToken | undefined>();
  const [revokeMessage, setRevokeMessage] = useState<string | undefined>();

  // spec §1 "1-click swaps": offered where the wallet batches on the chain (BatchedSwaps gate), on by default
  const batchedSwaps = useFeatureFlag('BatchedSwaps');
  const { connectorId } = useConnection();
  const capabilities = useQuery(
    walletCapabilitiesQueryOptions({
      provider: batchedSwaps ? props.provider : undefined,
      connectorId,
      address: props.account,
      chainIds: props.chain ? [props.chain.chainId] : [],
    }),
  );
  // not where the trader disabled the smart wallet (the smart-wallet settings enable it again)
  const oneClickSupported =
    props.chain !== undefined &&
    !preferences.smartWalletDisabledChainIds.includes(props.chain.chainId) &&
    (capabilities.data?.[props.chain.chainId] ?? 'unsupported') !== 'unsupported';

  const erc20s = props.tokens.filter((token) => token.address !== zeroAddress);
  const approvals = useQuery(
    permit2ApprovalsQueryOptions({ chain: props.chain, account: props.account, tokens: erc20s }),
  );

  const { refetch } = approvals;
  const revokedSymbol = revoking?.symbol;
  const onRevoked = useCallback(() => {
    setRevokeMessage(t('swapUi.revoked', { symbol: revokedSymbol }));
    setRevoking(undefined);
    void refetch();
  }, [t, revokedSymbol, refetch]);

  return (
    <section
      aria-label={t('swapUi.settings')}
      className={css({
        display: 'grid',
        gap: '4',
        p: '4',
        borderRadius: 'xl',
        border: '1px solid',
        borderColor: 'border',
      })}
    >
      <fieldset className={css({ display: 'grid', gap: '2' })}>
        <legend className={css({ fontWeight: 'semibold' })}>{t('swapUi.maxSlippage')}</legend>
        <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <label>
            <input
              type="radio"
              name="slippage-mode"
              checked={preferences.swapSlippageBips === null}
              onChange={() => {
                setSlippageText('');
                void store.set('swapSlippageBips', null);
              }}
            />{' '}
            {t('swapUi.auto')}
          </label>
          <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
            {t('swapUi.customSlippage')}
            <input
              className={input}
              inputMode="decimal"
              value={slippageText}
              placeholder="0.5"
              onChange={(e) => {
                setSlippageText(e.target.value);
                const check = checkSlippageInput(e.target.value);
                if (check.ok) void store.set('swapSlippageBips', check.bips);
              }}
            />
            %
          </label>
        </div>
        {slippage && !slippage.ok && <p role="alert">{t(`swapUi.slippageProblem.${slippage.problem}`)}</p>}
        {slippage?.ok && slippage.warning && <p role="alert">{t(`swapUi.slippageWarning.${slippage.warning}`)}</p>}
      </fieldset>
      <label className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        {t('swapUi.deadline')}
        <input
          className={input}
          inputMode="numeric"
          value={deadlineText}
          onChange={(e) => {
            setDeadlineText(e.target.value);
            const check = checkDeadlineInput(e.target.value);
            if (check.ok) void store.set('swapDeadlineMinutes', check.minutes);
          }}
        />
        {t('swapUi.minutes')}
      </label>
      {!deadline.ok && <p role="alert">{t(`swapUi.deadlineProblem.${deadline.problem}`)}</p>}
      {deadline.ok && deadline.warning && <p role="alert">{t('swapUi.deadlineHigh')}</p>}
      <fieldset className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <legend className={css({ fontWeight: 'semibold' })}>{t('swapUi.routing')}</legend>
        {VERSIONS.map((version) => (
          <label key={version}>
            <input
              type="checkbox"
              checked={preferences.swapRoutingVersions.includes(version)}
              onChange={(e) => {
                const next = e.target.checked
                  ? [...preferences.swapRoutingVersions, version]
                  : preferences.swapRoutingVersions.filter((v) => v !== version);
                // at least one protocol stays on, or nothing could route
                if (next.length > 0)
                  void store.set(
                    'swapRoutingVersions',
                    VERSIONS.filter((v) => next.includes(v)),
                  );
              }}
            />{' '}
            {t('swapUi.pools', { version })}
          </label>
        ))}
      </fieldset>
      {batchedSwaps && oneClickSupported && (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'start' })}>
          <input
            type="checkbox"
            checked={preferences.oneClickSwaps}
            onChange={(e) => void store.set('oneClickSwaps', e.target.checked)}
          />
          <span className={css({ display: 'grid', gap: '1' })}>
            <span>{t('swapUi.oneClick')}</span>
            <span className={css({ color: 'text.muted', fontSize: 'sm' })}>{t('swapUi.oneClickHint')}</span>
          </span>
        </label>
      )}
      {props.account && (
        <div className={css({ display: 'grid', gap: '2' })}>
          <h3 className={css({ fontWeight: 'semibold' })}>{t('swapUi.approvals')}</h3>
          {approvals.data?.length === 0 && <p className={css({ color: 'text.muted' })}>{t('swapUi.noApprovals')}</p>}
          <ul className={css({ display: 'grid', gap: '1' })}>
            {approvals.data?.map((token) => (
              <li key={token.address} className={css({ display: 'flex', justifyContent: 'space-between' })}>
                <span>{t('swapUi.approvedToPermit2', { symbol: token.symbol })}</span>
                <button
                  type="button"
                  className={button({ size: 'sm' })}
                  disabled={revoking !== undefined || !props.provider}
                  aria-label={t('swapUi.revokeToken', { symbol: token.symbol })}
                  onClick={() => {
                    setRevokeMessage(undefined);
                    setRevoking(token);
                  }}
                >
                  {t('swapUi.revoke')}
                </button>
              </li>
            ))}
          </ul>
          {revokeMessage && <p role="status">{revokeMessage}</p>}
        </div>
      )}
      {revoking && props.chain && props.account && props.provider && (
        <RevokeApprovalDialog
          request={{ chain: props.chain, account: props.account, provider: props.provider, token: revoking }}
          onRevoked={onRevoked}
          onClose={() => setRevoking(undefined)}
        />
      )}
    </section>
  );
}
