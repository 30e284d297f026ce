// NFTs (issue 15): a person opens the drawer's NFTs, sees each item's image and traits from its ipfs:// metadata (the
// services server's IPFS gateway sandbox), sends one to a new address through the new-recipient bump and the chain
// says its owner changed; a report that cannot reach the server says "Could not report NFT", and then goes through.
import type { Page } from '@playwright/test';
import { type Address, erc721Abi } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { devnetChain } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const FRIEND = '0x3333333333333333333333333333333333333333' as Address;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 915 });
});

async function openNft(page: Page, address: Address, name: string) {
  await page.getByRole('button', { name: `Account ${address}` }).click();
  await page.getByRole('tab', { name: 'NFTs' }).click();
  const grid = page.getByRole('list', { name: 'NFTs' });
  await grid.getByRole('button', { name: `${name}, Devnet`, exact: true }).click();
  const details = page.getByRole('dialog', { name });
  await expect(details).toBeVisible();
  return details;
}

test('should show an NFT’s image and traits from its metadata, send it to a new address and see its owner change', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain, client } = devnetChain(manifest);
  const sprites = chain.nftCollections.find((c) => c.symbol === 'SPRITE')!;
  const mine = sprites.items.find((i) => i.owner.toLowerCase() === injectedWallet.address.toLowerCase())!;
  const name = `Sluice Sprites #${mine.tokenId}`;
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);

  const details = await openNft(page, injectedWallet.address, name);
  const image = details.getByRole('img', { name });
  await expect(image).toBeVisible();
  // the image is the gateway's SVG, drawn
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const facts = details.getByRole('definition');
  // the owner comes from the contract, the collection's counts from the indexer
  await expect(details.getByText('Owner', { exact: true })).toBeVisible();
  await expect(facts.filter({ hasText: /^You$/ })).toBeVisible();
  await expect(details.getByText('Owners', { exact: true })).toBeVisible();
  await expect(facts.filter({ hasText: String(sprites.items.length) }).first()).toBeVisible();
  const traits = details.getByRole('region', { name: 'Traits' }).getByRole('listitem');
  await expect(traits).toHaveCount(4);
  await expect(traits.first()).toContainText('Background');

  await details.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/send\\?.*nft=${sprites.address}(%3A|:)${mine.tokenId}`, 'i'));
  await expect(page.getByRole('group', { name: 'NFT to send' })).toContainText(name);
  await page.getByRole('textbox', { name: 'Recipient' }).fill(FRIEND);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const bump = page.getByRole('dialog', { name: 'New address' });
  await bump.getByRole('button', { name: 'Continue' }).click();
  const review = page.getByRole('dialog', { name: 'Review send' });
  await expect(review).toContainText(name);
  // before the wallet is asked, the review says the NFT leaves the wallet (issue 28)
  await expect(
    review.getByRole('region', { name: 'What this will do' }).getByRole('list', { name: 'Leaves your wallet' }),
  ).toContainText(`#${mine.tokenId}`);
  await review.getByRole('button', { name: 'Confirm send' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Sent ${name} to 0x3333…3333` })).toBeVisible({
    timeout: 20_000,
  });
  expect(
    await client.readContract({
      address: sprites.address,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [BigInt(mine.tokenId)],
    }),
  ).toBe(FRIEND);
  // it is no longer this wallet's to send
  await expect(page.getByRole('alert').filter({ hasText: 'This NFT is not in this wallet' })).toBeVisible();
});

test('should say "Could not report NFT" when the report cannot reach the server, then report it', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain } = devnetChain(manifest);
  const punks = chain.nftCollections.find((c) => c.symbol === 'DPUNK')!;
  const mine = punks.items.find((i) => i.owner.toLowerCase() === injectedWallet.address.toLowerCase())!;
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  const details = await openNft(page, injectedWallet.address, `Devnet Punks #${mine.tokenId}`);
  await page.route('**/api/nft/report', (route) => route.abort('connectionrefused'));
  await details.getByRole('button', { name: 'Report as spam' }).click();
  await expect(details.getByRole('alert')).toHaveText('Could not report NFT');
  await page.unroute('**/api/nft/report');
  await details.getByRole('button', { name: 'Report as spam' }).click();
  await expect(details.getByRole('status')).toHaveText('Reported. Thanks for letting us know.');
});
