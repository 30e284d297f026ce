import { describe, expect, it } from 'vitest';
import { collectibleContent } from '../../devnet/nftArt.ts';
import { createIpfsGatewaySandbox } from '../../server/sandbox/ipfsGateway.ts';
import { createNftReportService } from '../../server/nftReports.ts';
import { TEST_MANIFEST } from '../../server/testManifest.ts';

const COLLECTION = { name: 'Sluice Sprites', symbol: 'SPRITE' };
const manifest = structuredClone(TEST_MANIFEST);
manifest.chains.devnet!.nftCollections = [
  {
    address: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    ...COLLECTION,
    items: [{ tokenId: 1, owner: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
  },
];

describe('the IPFS gateway sandbox', () => {
  const gateway = createIpfsGatewaySandbox({ manifest: () => manifest, nftContent: collectibleContent });

  it('should serve a token URI’s metadata and its image by CID, immutable', async () => {
    const { tokenUri } = await collectibleContent(COLLECTION, 1);
    expect(tokenUri).toMatch(/^ipfs:\/\/bafkrei[a-z2-7]{52}$/);
    const response = await gateway.request(`/${tokenUri.slice('ipfs://'.length)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    const metadata = (await response.json()) as { name: string; image: string; attributes: unknown[] };
    expect(metadata.name).toBe('Sluice Sprites #1');
    expect(metadata.attributes).toHaveLength(4);
    const image = await gateway.request(`/${metadata.image.slice('ipfs://'.length)}`);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('<svg');
  });

  it('should give the same content for the same item and another for the next', async () => {
    expect((await collectibleContent(COLLECTION, 1)).tokenUri).toBe((await collectibleContent(COLLECTION, 1)).tokenUri);
    expect((await collectibleContent(COLLECTION, 2)).tokenUri).not.toBe(
      (await collectibleContent(COLLECTION, 1)).tokenUri,
    );
  });

  it('should answer 404 for content it does not hold', async () => {
    expect((await gateway.request('/bafkreiaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).status).toBe(404);
  });
});

describe('NFT reports', () => {
  it('should count a spam report once per client and refuse a malformed one', async () => {
    const { app, reportCount } = createNftReportService();
    const post = (body: unknown) =>
      app.request('/report', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const report = {
      chainId: 31337,
      contract: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
      tokenId: '7',
      reason: 'spam',
    };
    expect((await post(report)).status).toBe(202);
    expect(reportCount('31337:0x5fbdb2315678afecb367f032d93f642f64180aa3:7')).toBe(1);
    // the same client again counts once (issue 35: one client raised the count without limit)
    for (let i = 0; i < 5; i++) expect((await post(report)).status).toBe(202);
    expect(reportCount('31337:0x5fbdb2315678afecb367f032d93f642f64180aa3:7')).toBe(1);
    for (const bad of [
      { ...report, contract: 'nope' },
      { ...report, tokenId: '-1' },
      { ...report, reason: 'ugly' },
      'x',
    ])
      expect((await post(bad)).status).toBe(400);
  });
});
