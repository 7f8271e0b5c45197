import { approvedCollector, dollars, leaderboardRelease, PASSWORD, secondBrowser, subscribedTo } from './auction-board-support';
import { signInAsNewCollector } from './checkout-support';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';
import { signInWithEmail } from './wallet-support';

test.beforeEach(async ({ page }) => {
  await asReturningVisitor(page);
});

/**
 * Issue 12, leaderboard in the browser (no clock move): a collector with an approved pre-approval quick
 * bids from 'PLACE LEADERBOARD BID' at exactly the amount that enters the top ten, takes a winning place,
 * and the bid appears live on a second collector's open page in another browser. Manual bids wait for the final hour (auction-leaderboard-final-hour.spec.ts).
 */
test('a quick leaderboard bid takes a winning place and reaches a second browser live', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const { release, pack } = await leaderboardRelease(page.request);
  const path = `/producers/${release.brand.slug}/${release.releasePublicPk}`;

  const bidder = await approvedCollector(page.request, 'board-quick', 20_000);
  const watcher = await approvedCollector(page.request, 'board-watch', 20_000);
  const other = await secondBrowser(browser, watcher.email, PASSWORD);
  // The bid must come after Dmitri's page has subscribed, or only the board's poll would bring it (on a
  // loaded machine the socket opened after the bid and the live notice never came).
  const subscribed = subscribedTo(other, 'leaderboardBidCreated');
  await goto(other, `/leaderboard?releasePublicPk=${release.releasePublicPk}`);
  const otherCard = other.getByRole('article', { name: `Leaderboard: ${pack.name}` });
  await expect(otherCard.getByRole('button', { name: `PLACE BID on ${pack.name}` })).toBeEnabled();
  await subscribed;

  await signInWithEmail(page, bidder.email, PASSWORD);
  await goto(page, path);
  // The session is restored after the load: a click before that would ask to sign in.
  await expect(page.getByRole('button', { name: /^@/ }).first()).toBeVisible();
  const card = page.getByRole('article', { name: `Leaderboard: ${pack.name}` });
  await card.getByRole('button', { name: `PLACE BID on ${pack.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'PLACE LEADERBOARD BID' });
  await expect(drawer.getByRole('button', { name: 'ENTER MANUAL BID' })).toBeDisabled();
  await expect(drawer.getByText(/^Manual bids open in the final hour before the close\./)).toBeVisible();
  const quick = dollars(await drawer.getByLabel('Quick bid amount').innerText());
  expect(quick).toBeGreaterThanOrEqual(1_800);
  await expect(card.getByText(/^Bid to enter/)).toBeVisible();
  await drawer.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page.getByText('Bid placed successfully!')).toBeVisible();
  await expect(drawer).toBeHidden();

  const board = card.getByRole('list', { name: `Leaderboard of ${pack.name}` });
  await expect(board.getByRole('listitem').filter({ hasText: `@${bidder.handler}` })).toContainText(`$${quick.toLocaleString('en-US')}`);
  await expect(card.getByText(/^(YOU ARE THE HIGHEST BIDDER|Winning place #\d+)$/)).toBeVisible();
  // A winner cannot quick bid again: CONFIRM stays disabled.
  await card.getByRole('button', { name: `PLACE BID on ${pack.name}` }).click();
  await expect(drawer.getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
  await drawer.getByRole('button', { name: 'CANCEL' }).click();

  // Dmitri never reloaded: the bid arrived over the subscription. The notice first: it closes by itself,
  // and on a loaded machine it could be gone by the time the board had been checked.
  await expect(other.getByText(`@${bidder.handler} bid $${quick.toLocaleString('en-US')}`).first()).toBeVisible();
  await expect(otherCard.getByRole('list', { name: `Leaderboard of ${pack.name}` }).getByText(`@${bidder.handler}`)).toBeVisible();
  await other.context().close();
});

test('a collector with no wallet and no pre-approval is told how to get funds', async ({ page }) => {
  const { release, pack } = await leaderboardRelease(page.request);
  await signInAsNewCollector(page, 'board-no-funds');
  await goto(page, `/producers/${release.brand.slug}/${release.releasePublicPk}`);
  const card = page.getByRole('article', { name: `Leaderboard: ${pack.name}` });
  // The session is restored after the load: a click before that would ask to sign in.
  await expect(page.getByRole('button', { name: /^@/ }).first()).toBeVisible();
  await card.getByRole('button', { name: `PLACE BID on ${pack.name}` }).click();
  const drawer = page.getByRole('dialog', { name: 'PLACE LEADERBOARD BID' });
  await expect(drawer.getByText('You need to connect a wallet or get approved for Wire Transfer before making a bid')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'CONFIRM' })).toBeDisabled();
});
