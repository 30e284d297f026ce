// What the sandbox services need from the chains they stand in front of, given to them by the composition root
// (scripts/start.ts, scripts/services.ts, the test harnesses): the devnet provides all of it (devnet/sandboxAccess.ts);
// a real deployment provides none, and the services that need it are not mounted. The server never imports devnet/.
import type { Address, Hex, TransactionReceipt } from 'viem';
import type { ChainDeployment, NftCollectionManifest } from '../../contract/deployment.ts';

export type FundAccountRequest = {
  chain: ChainDeployment;
  to: Address;
  /** Whole ETH to add. */
  eth: string;
  /** Whole-token amounts by symbol. */
  tokens: Record<string, string>;
};

/** Gives an address ETH and tokens on a test chain (the devnet's faucet). */
export type FundAccount = (request: FundAccountRequest) => Promise<void>;

/**
 * Sends a call as `from` on a chain whose node lets us act as any address (anvil's impersonation), mined at once;
 * throws if it reverts.
 */
export type SendAs = (
  chain: ChainDeployment,
  from: Address,
  call: { to: Address; data: Hex; value?: bigint },
) => Promise<TransactionReceipt>;

/** A file of a seeded NFT's content, addressed by its IPFS CID. */
export type IpfsFile = { cid: string; bytes: Uint8Array<ArrayBuffer>; contentType: string };

/** The metadata and image files of a seeded NFT (the devnet's generated art). */
export type NftContent = (collection: NftCollectionManifest, tokenId: number) => Promise<{ files: IpfsFile[] }>;

/** Everything the sandboxes may be given; each service takes the part it needs. */
export type SandboxAccess = { fund: FundAccount; sendAs: SendAs; nftContent: NftContent };
