// spec §8 "Could not report NFT": a person reports an NFT as spam to the services server (POST /api/nft/report).
import type { Address } from 'viem';

export const NFT_REPORT_PATH = '/api/nft/report';

export type NftReport = { chainId: number; contract: Address; tokenId: string; reason: 'spam' };

export async function reportNft(report: NftReport): Promise<void> {
  const response = await fetch(NFT_REPORT_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(report),
  });
  if (!response.ok) throw new Error(`NFT report: HTTP ${response.status}`);
}
