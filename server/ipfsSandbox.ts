// An IPFS path gateway sandbox (GET /ipfs/{cid}, the IPFS HTTP gateway protocol) for the devnet's seeded NFT
// collections: their tokens' URIs are ipfs:// CIDs (devnet/nftArt.ts) and this answers those CIDs with the same bytes,
// immutable, as a public gateway would. It holds only the seeded content; on a real chain the runtime config names a
// public gateway instead (SLUICE_IPFS_GATEWAY).
import { Hono } from 'hono';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { type CollectibleFile, collectibleContent } from '../devnet/nftArt.ts';

async function seededFiles(manifest: DevnetManifest): Promise<Map<string, CollectibleFile>> {
  const files = new Map<string, CollectibleFile>();
  for (const chain of Object.values(manifest.chains)) {
    for (const collection of chain.nftCollections) {
      for (const item of collection.items) {
        for (const file of (await collectibleContent(collection, item.tokenId)).files) files.set(file.cid, file);
      }
    }
  }
  return files;
}

export function createIpfsGatewaySandbox(options: { manifest: () => DevnetManifest }) {
  const app = new Hono();
  // built once per manifest (a restarted devnet writes a new one)
  const cache = new WeakMap<DevnetManifest, Promise<Map<string, CollectibleFile>>>();
  const filesOf = (manifest: DevnetManifest) => {
    let files = cache.get(manifest);
    if (!files) cache.set(manifest, (files = seededFiles(manifest)));
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
