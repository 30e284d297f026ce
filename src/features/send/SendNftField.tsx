// Sending an NFT (issue 15): the send form's amount gives way to the NFT itself (its image and name from its
// metadata), and the "balance" is whether the wallet owns it now (ownerOf on its contract).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { mutedText, panel } from '#styled-system/recipes';
import type { ChainToken } from '../../data/chainTokens';
import { nftCollectionNameQueryOptions, nftMetadataQuery, nftOwnerQuery } from '../../data/nftMetadata';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import type { SendNftParam } from '../../lib/send/sendForm';

/** The NFT as the send form handles it: a token of 0 decimals named after the item, and 1 when the wallet owns it. */
export function useSendingNft(
  chain: RuntimeChain,
  nft: SendNftParam | undefined,
  account: Address | undefined,
): { token?: ChainToken; balance?: bigint } {
  const { data: config } = useRuntimeConfig();
  const owner = useQuery(nftOwnerQuery(nft ? chain : undefined, nft?.collection ?? '0x', nft?.tokenId ?? 0n));
  const metadata = useQuery(
    nftMetadataQuery(nft ? chain : undefined, config, nft?.collection ?? '0x', nft?.tokenId ?? 0n),
  );
  const collectionName = useQuery(nftCollectionNameQueryOptions({ chain, collection: nft?.collection }));
  if (!nft) return {};
  const name = metadata.data?.name ?? `${collectionName.data ?? ''} #${nft.tokenId}`.trim();
  return {
    token: { address: nft.collection, symbol: name, name, decimals: 0 },
    // an owner read that failed (no such token) is nothing to send
    balance:
      owner.data !== undefined
        ? owner.data.toLowerCase() === account?.toLowerCase()
          ? 1n
          : 0n
        : owner.isError
          ? 0n
          : undefined,
  };
}

export function SendNftField({
  chain,
  nft,
  name,
  error,
}: {
  chain: RuntimeChain;
  nft: SendNftParam;
  name: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const metadata = useQuery(nftMetadataQuery(chain, config, nft.collection, nft.tokenId));
  return (
    <div className={panel()} role="group" aria-label={t('send.nft')}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center' })}>
        {metadata.data?.imageUrl ? (
          <img
            src={metadata.data.imageUrl}
            alt=""
            className={css({ w: '16', h: '16', borderRadius: 'md', objectFit: 'cover', flexShrink: 0 })}
          />
        ) : (
          <span aria-hidden className={css({ w: '16', h: '16', borderRadius: 'md', bg: 'surface', flexShrink: 0 })} />
        )}
        <span className={css({ display: 'grid', minW: '0' })}>
          <strong className={css({ overflow: 'hidden', textOverflow: 'ellipsis' })}>{name}</strong>
          <span className={mutedText()}>{chain.name}</span>
        </span>
      </div>
      {error && (
        <p role="alert" className={css({ color: 'critical', fontSize: 'sm', mt: '2' })}>
          {error}
        </p>
      )}
    </div>
  );
}
