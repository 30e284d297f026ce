// The drawer's NFTs tab (spec §2): the wallet's collectibles on every chain as a grid of their images (metadata read
// per item as it shows), each opening its details.
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';
import { nftMetadataQuery } from '../../data/nftMetadata';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { type NftRow, ownedNftsQueryOptions } from '../../data/ownedNfts';

const NftDetailsDialog = lazy(() => import('./NftDetailsDialog'));

const grid = css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '2', listStyle: 'none' });
const tile = css({
  display: 'grid',
  gap: '1',
  w: 'full',
  p: '1.5',
  textAlign: 'start',
  borderRadius: 'lg',
  cursor: 'pointer',
  _hover: { bg: 'surface.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
});
export const nftImage = css({
  w: 'full',
  aspectRatio: '1',
  borderRadius: 'md',
  bg: 'surface',
  objectFit: 'cover',
  display: 'block',
});

export const nftKey = (n: NftRow) => `${n.chainId}:${n.collection}:${n.tokenId}`;

export function NftsTab({ address, viewOnly, onLeave }: { address: Address; viewOnly: boolean; onLeave: () => void }) {
  const { t } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const nfts = useQuery(ownedNftsQueryOptions({ owner: address, config }));
  const [open, setOpen] = useState<NftRow>();
  if (nfts.data === undefined)
    return <p className={mutedText()}>{nfts.isError ? t('accountDrawer.loadFailed') : t('accountDrawer.loading')}</p>;
  if (nfts.data.length === 0) return <p className={mutedText()}>{t('accountDrawer.noNfts')}</p>;
  return (
    <>
      <ul aria-label={t('accountDrawer.tabs.nfts')} className={grid}>
        {nfts.data.map((n) => (
          <li key={nftKey(n)}>
            <NftTile nft={n} onOpen={() => setOpen(n)} />
          </li>
        ))}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <NftDetailsDialog
            nft={open}
            owner={address}
            viewOnly={viewOnly}
            onClose={() => setOpen(undefined)}
            onLeave={onLeave}
          />
        </Suspense>
      )}
    </>
  );
}

function NftTile({ nft, onOpen }: { nft: NftRow; onOpen: () => void }) {
  const { data: config } = useRuntimeConfig();
  const chain = config?.chains.find((c) => c.chainId === nft.chainId);
  const metadata = useQuery(nftMetadataQuery(chain, config, nft.collection as Address, BigInt(nft.tokenId)));
  const title = metadata.data?.name ?? `${nft.name} #${nft.tokenId}`;
  return (
    <button type="button" className={tile} onClick={onOpen} aria-label={`${title}, ${nft.chainName}`}>
      {metadata.data?.imageUrl ? (
        <img src={metadata.data.imageUrl} alt="" className={nftImage} loading="lazy" />
      ) : (
        <span className={nftImage} aria-hidden />
      )}
      <span className={css({ fontWeight: 'medium', fontSize: 'sm', overflow: 'hidden', textOverflow: 'ellipsis' })}>
        {title}
      </span>
      <span className={cxMuted}>{nft.chainName}</span>
    </button>
  );
}

const cxMuted = css({ color: 'text.muted', fontSize: 'xs' });
