// An IPFS path gateway sandbox (GET /ipfs/{cid}, the IPFS HTTP gateway protocol) for the devnet's seeded NFT
// collections: their tokens' URIs are ipfs:// CIDs of the devnet's generated art, which the composition root injects
// (`nftContent`), and this answers those CIDs with the same bytes, immutable, as a public gateway would. It holds only
// the seeded content; on a real chain the runtime config names a public gateway instead (SLUICE_IPFS_GATEWAY).
import { Hono } from 'hono';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import type { IpfsFile, NftContent } from './sandboxAccess.ts';

async function seededFiles(manifest: DeploymentManifest, nftContent: NftContent): Promise<Map<string, IpfsFile>> {
  const files = new Map<string, IpfsFile>();
  for (const chain of Object.values(manifest.chains)) {
    for (const collection of chain.nftCollections) {
      for (const item of collection.items) {
        for (const file of (await nftContent(collection, item.tokenId)).files) files.set(file.cid, file);
      }
    }
  }
  return files;
}

export function createIpfsGatewaySandbox(options: { manifest: () => DeploymentManifest; nftContent: NftContent }) {
  const app = new Hono();
  // built once per manifest (a restarted devnet writes a new one)
  const cache = new WeakMap<DeploymentManifest, Promise<Map<string, IpfsFile>>>();
  const filesOf = (manifest: DeploymentManifest) => {
    let files = cache.get(manifest);
    if (!files) cache.set(manifest, (files = seededFiles(manifest, options.nftContent)));
    return files;
  };
  app.get('/:cid', async (c) => {
    const cid = c.req.param('cid');
    const file = (await filesOf(options.manifest())).get(cid);
    if (!file) return c.text(`ipfs resolve -r /ipfs/${cid.slice(0, 100)}: not found in the devnet sandbox`, 404);
    return c.body(file.bytes, 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=29030400, immutable',
      ETag: `"${cid}"`,
      'X-Ipfs-Path': `/ipfs/${cid}`,
    });
  });
  return app;
}
