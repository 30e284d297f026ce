// /positions/create/:protocolVersion (issue 13; spec §2, §5 "new position steps"): select the pair and the fee tier
// (each tier's share of the pair's TVL; a v4 hook by address), set the range (full range, presets, typed min and max
// over the pool's liquidity histogram) or, for a pool that does not exist, its initial price; enter one deposit and
// see the other side the range takes. The exact math runs in the liquidity worker on bigint; the review walks the
// wallet through approvals, the Permit2 permit and the mint, which creates and initializes a new pool in the same
// transaction. This page picks the version and the chain; v3 and v4 compose their steps in CreateConcentrated, v2
// goes to its own form (a pair has no fee tiers and no range).
import { Link, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../../account/ConnectionProvider';
import { useDataApi } from '../../../data/useDataApi';
import { parseProtocolVersion, validateCreateSearch } from '../../../lib/positions/createParams';
import { positionStyles as s } from '../positionStyles';
import { CreateConcentrated } from './CreateConcentrated';
import { CreateV2Form } from './CreateV2Form';
import { BackIcon } from '../../../ui/icons';

const versionTab = (selected: boolean) =>
  cx(button({ tone: selected ? 'accent' : 'soft', size: 'sm' }), css({ minH: '11' }));

export function CreatePositionPage() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { protocolVersion?: string };
  const search = validateCreateSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const version = parseProtocolVersion(params.protocolVersion) ?? 'v4';
  const { chains, chainBySlug, chainById, config } = useDataApi();
  const connection = useConnection();
  const chain =
    chainBySlug(search.chain) ??
    (connection.chainId !== undefined ? chainById(connection.chainId) : undefined) ??
    chainBySlug(config?.defaultChainSlug) ??
    chains[0];
  return (
    <section className={s.page} aria-labelledby="create-title">
      <Link to="/positions" className={cx(mutedText(), s.back)}>
        <BackIcon size="sm" /> {t('positions.back')}
      </Link>
      <h1 id="create-title" className={s.heading}>
        {t('createPosition.title')}
      </h1>
      <nav aria-label={t('createPosition.version')} className={css({ display: 'flex', gap: '2', my: '3' })}>
        {(['v4', 'v3', 'v2'] as const).map((v) => (
          <Link
            key={v}
            to="/positions/create/$protocolVersion"
            params={{ protocolVersion: v }}
            search={search as never}
            className={versionTab(v === version)}
            aria-current={v === version ? 'page' : undefined}
          >
            {v}
          </Link>
        ))}
      </nav>
      {params.protocolVersion !== undefined && parseProtocolVersion(params.protocolVersion) === undefined ? (
        <p role="alert">{t('createPosition.unknownVersion')}</p>
      ) : !chain ? (
        <p role="status" className={mutedText()}>
          {t('positions.loadingOne')}
        </p>
      ) : version === 'v2' ? (
        <CreateV2Form key={chain.chainId} chain={chain} initialA={search.currencyA} initialB={search.currencyB} />
      ) : (
        <CreateConcentrated
          key={`${chain.chainId}-${version}`}
          chain={chain}
          version={version}
          initialA={search.currencyA}
          initialB={search.currencyB}
          initialFee={search.feeTier}
          initialHook={search.hook}
        />
      )}
    </section>
  );
}
