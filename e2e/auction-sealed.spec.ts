import { approvedCollector, dollars, PASSWORD, sealedRelease, secondBrowser, subscribedTo } from './auction-board-support';
import { apiToken } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { signInWithEmail } from './wallet-support';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

/**
 * Issue 12, sealed auction in the browser: a collector with an approved pre-approval opens 'SEALED
 * AUCTION BID' (the app finds no paddle, a 404, and creates one), bids above the lowest allowed bid, and
 * leads. A second collector watching in another browser sees paddle ranks arrive live but never the
 * amount — not on the page, not over GraphQL.
 */
test('a sealed bid with a fresh paddle leads, and another browser sees the rank but never the amount', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { release, pack } = await sealedRelease(page.request);
  const path = `/producers/${release.brand.slug}/${release.releasePublicPk}`;

  const bidder = await approvedCollector(page.request, 'sealed-bid', 60_000);
  const watcher = await approvedCollector(page.request, 'sealed-watch', 60_000);
  const other = await secondBrowser(browser, watcher.email, PASSWORD);
  const subscribed = subscribedTo(other, 'sealedAuctionBidCreated');
  await goto(other, `/sealed-auction?releasePublicPk=${release.releasePublicPk}`);
  const otherCard = other.getByRole('article', { name: `Sealed lot: ${pack.name}` });
  await expect(otherCard.getByRole('button', { name: `PLACE BID on ${pack.name}` })).toBeEnabled();
  await subscribed;

  await signInWithEmail(page, bidder.email, PASSWORD);
  await goto(page, path);
  const card = page.getByRole('article', { name: `Sealed lot: ${pack.name}` });
  await expect(page.getByRole('button', { name: /^@/ }).first()).toBeVisible();
  await card.getByRole('button', { name: `PLACE BID on ${pack.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'SEALED AUCTION BID' });
  await expect(drawer.getByText(/^#\d{3}$/)).toBeVisible();
  const paddle = (await drawer.getByText(/^#\d{3}$/).innerText()).slice(1);
  const lowest = dollars(await drawer.getByText(/^Lowest allowed bid is \$[\d,]+$/).innerText());
  expect(lowest).toBeGreaterThanOrEqual(24_000);
  // An amount nobody else's page shows (on the ladder: $500 steps here).
  const amount = lowest + 7_500;
  await drawer.getByRole('textbox', { name: 'Sealed bid (USD)' }).fill(String(amount));
  await drawer.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();
  await expect(drawer).toBeHidden();
  const shown = `$${amount.toLocaleString('en-US')}`;
  await expect(card.getByText('YOU ARE THE HIGHEST BIDDER')).toBeVisible();
  await expect(card.getByRole('list', { name: `Top paddles of ${pack.name}` }).getByRole('listitem').first()).toContainText(`Paddle #${paddle} (you)${shown}`);

  // Gus's page heard it live: rank 1 is Jules's paddle, sealed; the amount is nowhere on his page.
  await expect(other.getByText(`Paddle #${paddle} placed a sealed bid, now rank 1`).first()).toBeVisible();
  const otherTop = otherCard.getByRole('list', { name: `Top paddles of ${pack.name}` }).getByRole('listitem').first();
  await expect(otherTop).toContainText(`#1Paddle #${paddle}Sealed`);
  await expect(other.locator('body')).not.toContainText(shown);
  await other.screenshot({ path: test.info().outputPath('sealed-other-browser.png') });

  const token = await apiToken(page.request, watcher.email, PASSWORD);
  const read = await page.request.post('/graphql', {
    headers: { authorization: `Bearer ${token}` },
    data: { query: `query ($pk: ID!) { getSealedAuctionBids(releasePackPublicPk: $pk) { paddleNumber paddlePosition bidInUsd } }`, variables: { pk: pack.publicPk } },
  });
  const bids = ((await read.json()) as { data: { getSealedAuctionBids: Array<{ paddleNumber: number; bidInUsd: number | null }> } }).data.getSealedAuctionBids;
  expect(bids.find((bid) => String(bid.paddleNumber) === paddle)?.bidInUsd).toBeNull();
  await other.context().close();
});
