// An NFT's details (spec §3 "NFT", issue 15): its image and description from its metadata, contract, network, owner
// (read from the contract now), traits, and the collection's items, owners and transfers as the indexer counts them
// (no marketplace on the chain: no price, last sale or floor is shown). Send opens the send form with it; Report sends
// a spam report and says "Could not report NFT" when that fails. Loaded only when opened.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { dataApiUrl, dataQueries } from '../../data/dataApi';
import { nftMetadataQuery, nftOwnerQuery } from '../../data/nftMetadata';
import { reportNft } from '../../data/nftReport';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { shortenAddress } from '../../lib/shortenAddress';
import { Dialog } from '../../ui/Dialog';
import { nftImage } from './NftsTab';
import type { NftRow } from '../../data/ownedNfts';

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: '1 3',
  fontSize: 'sm',
  '& dd': { textAlign: 'end', overflowWrap: 'anywhere' },
});

export default function NftDetailsDialog({
  nft,
  owner,
  viewOnly,
  onClose,
  onLeave,
}: {
  nft: NftRow;
  /** The connected wallet. */
  owner: Address;
  viewOnly: boolean;
  onClose: () => void;
  /** Leaves the drawer (for the send form). */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: config } = useRuntimeConfig();
  const chain = config?.chains.find((c) => c.chainId === nft.chainId);
  const collection = nft.collection as Address;
  const tokenId = BigInt(nft.tokenId);
  const metadata = useQuery(nftMetadataQuery(chain, config, collection, tokenId));
  const currentOwner = useQuery(nftOwnerQuery(chain, collection, tokenId));
  const stats = useQuery(dataQueries.searchNftCollections(dataApiUrl(config), collection.toLowerCase(), [nft.chainId]));
  const collectionStats = stats.data?.edges[0]?.node.stats;
  const report = useMutation({
    mutationFn: () => reportNft({ chainId: nft.chainId, contract: collection, tokenId: nft.tokenId, reason: 'spam' }),
  });
  const owns = currentOwner.data !== undefined && currentOwner.data.toLowerCase() === owner.toLowerCase();
  const title = metadata.data?.name ?? `${nft.name} #${nft.tokenId}`;

  const send = () => {
    onClose();
    onLeave();
    void navigate({ to: '/send', search: { chain: chain?.slug, nft: `${collection}:${nft.tokenId}` } as never });
  };

  return (
    <Dialog open title={title} onClose={onClose} closeLabel={t('accountDrawer.close')}>
      <div className={css({ display: 'grid', gap: '3' })}>
        {metadata.data?.imageUrl ? (
          <img
            src={metadata.data.imageUrl}
            alt={title}
            className={`${nftImage} ${css({ maxW: '280px', mx: 'auto' })}`}
          />
        ) : (
          metadata.isError && <p className={mutedText()}>{t('nft.metadataUnavailable')}</p>
        )}
        {metadata.data?.description && <p className={mutedText()}>{metadata.data.description}</p>}
        <dl aria-label={t('nft.details')} className={facts}>
          <dt>{t('nft.collection')}</dt>
          <dd>{nft.name}</dd>
          <dt>{t('nft.contract')}</dt>
          <dd title={collection}>{shortenAddress(collection)}</dd>
          <dt>{t('nft.tokenId')}</dt>
          <dd>{nft.tokenId}</dd>
          <dt>{t('nft.network')}</dt>
          <dd>{nft.chainName}</dd>
          <dt>{t('nft.owner')}</dt>
          <dd title={currentOwner.data}>
            {currentOwner.data ? (owns ? t('nft.you') : shortenAddress(currentOwner.data)) : '…'}
          </dd>
          {collectionStats && (
            <>
              <dt>{t('nft.items')}</dt>
              <dd>{collectionStats.items}</dd>
              <dt>{t('nft.owners')}</dt>
              <dd>{collectionStats.owners}</dd>
              <dt>{t('nft.transfers')}</dt>
              <dd>{collectionStats.volume}</dd>
            </>
          )}
        </dl>
        {(metadata.data?.attributes.length ?? 0) > 0 && (
          <section aria-label={t('nft.traits')}>
            <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>{t('nft.traits')}</h3>
            <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none' })}>
              {metadata.data!.attributes.map((a) => (
                <li
                  key={`${a.traitType}:${a.value}`}
                  className={css({ bg: 'surface', borderRadius: 'md', px: '2', py: '1', fontSize: 'sm' })}
                >
                  <span className={mutedText()}>{a.traitType}</span> {a.value}
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {!viewOnly && owns && (
            <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={send}>
              {t('send.title')}
            </button>
          )}
          <button
            type="button"
            className={button({ tone: 'soft', size: 'sm' })}
            disabled={report.isPending || report.isSuccess}
            onClick={() => report.mutate()}
          >
            {t('nft.report')}
          </button>
        </div>
        {report.isError && <p role="alert">{t(ERROR_MESSAGES.couldNotReportNft)}</p>}
        {report.isSuccess && <p role="status">{t('nft.reported')}</p>}
      </div>
    </Dialog>
  );
}
