import { ladderAtOrAbove, liveCharityLot, lotStats, maxBidAs } from './auction-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD, signInWithEmail } from './wallet-support';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

/**
 * Issue 12, English auction in the browser: Ava (a demo collector whose connected wallet holds ETH on
 * the dev chain) places a quick bid and a max bid from the 'PLACE AUCTION BID' drawer, is told she is
 * the highest bidder, and sees Ben's higher max bid (placed through the API) arrive live.
 */
test('a collector quick bids and max bids on an English lot, leads, and sees a second bidder outbid her live', async ({ page }) => {
  test.setTimeout(120_000);
  const { release, pack } = await liveCharityLot(page.request);
  const before = await lotStats(page.request, pack.publicPk);
  // Only on a rerun over the same server: Ava must not be leading already for a quick bid.
  if (before.highestBidderHandler === 'ava') await maxBidAs(page.request, 'ben@caskmark.test', pack.publicPk, await ladderAtOrAbove(page.request, before.nextBidAmountInUsd * 3));

  await signInWithEmail(page, 'ava@caskmark.test', DEMO_PASSWORD);
  await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}`);
  const lot = page.getByRole('article', { name: `Lot: ${pack.name}` });
  await expect(lot.getByRole('button', { name: `PLACE BID on ${pack.name}` })).toBeEnabled();

  // Quick bid: the drawer offers exactly the next increment.
  await lot.getByRole('button', { name: `PLACE BID on ${pack.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'PLACE AUCTION BID' });
  const quick = (await lotStats(page.request, pack.publicPk)).nextBidAmountInUsd;
  await expect(drawer.getByLabel('Quick bid amount')).toHaveText(`$${quick.toLocaleString('en-US')}`);
  await drawer.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(lot.getByText('YOU ARE THE HIGHEST BIDDER')).toBeVisible();

  // Max bid: the leader cannot quick bid, but may raise her maximum; an off-ladder amount snaps.
  await lot.getByRole('button', { name: `PLACE BID on ${pack.name}` }).click();
  await expect(drawer.getByText('YOU ARE THE HIGHEST BIDDER')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'ENTER MAX BID' }).click();
  await expect(drawer.getByText(/^Lowest allowed max bid is \$/)).toBeVisible();
  const field = drawer.getByRole('textbox', { name: 'Max bid (USD)' });
  await field.fill(String(quick + 1037));
  await expect(drawer.getByText('Your max bid value is on the wrong increment. We recommend increasing it by 1 increment.')).toBeVisible();
  const snapped = Number((await field.inputValue()).replace(/[$,]/g, ''));
  expect(snapped % 50).toBe(0);
  expect(Math.abs(snapped - (quick + 1037))).toBeLessThan(250);
  await drawer.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Max bid placed successfully!')).toBeVisible();
  await expect(lot.getByText('YOU ARE THE HIGHEST BIDDER')).toBeVisible();

  // Ben bids higher from elsewhere: Ava's page shows it without a reload.
  const benMax = await ladderAtOrAbove(page.request, snapped + 2_000);
  const ben = await maxBidAs(page.request, 'ben@caskmark.test', pack.publicPk, benMax);
  expect(ben.isHighestBidder).toBe(true);
  const sent = Date.now();
  await expect(lot.getByText('You have been outbid')).toBeVisible();
  console.log(`outbid shown ${Date.now() - sent} ms after Ben's bid`);
  await expect(lot.getByText('YOU ARE THE HIGHEST BIDDER')).toBeHidden();
  await expect(page.getByText(/^@ben bid \$[\d,]+ on Edition #1$/).first()).toBeVisible();
  await expect(lot.getByText('leading @ben')).toBeVisible();
});
