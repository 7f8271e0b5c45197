import type { VaultEdition, VaultPage } from '@caskmark/shared/api/vault';
import type { Voting } from '@caskmark/shared/api/voting';
import { apiGetAs, apiToken } from './checkout-support';
import { AVA, openInVault, signedIn } from './listings-support';
import { expect, goto, test } from './support/fixtures';
import { DEMO_PASSWORD } from './wallet-support';

/**
 * A vote (issue 15, decisions 346 and 349): Ava ranks every option of the demo's Hollow Creek vote for one
 * of her Barrel 4417 NFTs — first the dialog asks for every missing rank — and sees the thank-you state;
 * staff read the turnout and the points on /staff/voting.
 */
async function avasUnvotedEdition(page: import('@playwright/test').Page): Promise<VaultEdition> {
  const token = await apiToken(page.request, AVA, DEMO_PASSWORD);
  const vault = await apiGetAs<VaultPage>(page.request, token, '/api/account/v2/vault?state=owned&size=50&search=Barrel');
  const votable = vault.results.filter((edition) => edition.votingIsEnabled && edition.votingPublicPk);
  expect(votable.length, "Ava's editions of the release with a vote").toBeGreaterThan(0);
  const voting = await apiGetAs<Voting>(page.request, token, `/api/release/v2/voting/${votable[0]!.votingPublicPk}`);
  const edition = votable.find((candidate) => !voting.votedEditionNftPublicPks.includes(candidate.publicPk));
  expect(edition, 'an edition of Ava’s that has not voted').toBeTruthy();
  return edition!;
}

test('Ava ranks every option for her NFT and sees the thank-you; staff see the results', async ({ browser, page }) => {
  test.setTimeout(120_000);
  await goto(page, '/');
  const edition = await avasUnvotedEdition(page);
  const ava = await signedIn(browser, AVA, 390);
  const drawer = await openInVault(ava, edition);
  await drawer.getByRole('button', { name: 'Vote' }).click();
  const dialog = ava.getByRole('dialog', { name: 'Vote' });
  const finish = dialog.getByRole('region', { name: 'Which cask should finish Barrel 4418?' });
  await expect(finish).toBeVisible();

  // Submitting with ranks missing names each unranked option.
  await finish.getByRole('button', { name: 'Rank 1 for Tawny port pipe, six months' }).click();
  await dialog.getByRole('button', { name: 'Submit vote' }).click();
  await expect(dialog.getByText('Please select the rating')).toHaveCount(4);
  // A taken rank is not offered to another option of the same question.
  await expect(finish.getByRole('button', { name: 'Rank 1 for Toasted rye barrel, nine months' })).toBeDisabled();
  await ava.screenshot({ path: 'test-results/vote-390-missing.png' });

  await finish.getByRole('button', { name: 'Rank 2 for Maple-syrup cask, four months' }).click();
  await finish.getByRole('button', { name: 'Rank 3 for Toasted rye barrel, nine months' }).click();
  const strength = dialog.getByRole('region', { name: 'At what strength should it be bottled?' });
  await strength.getByRole('button', { name: 'Rank 1 for Barrel proof, uncut' }).click();
  await strength.getByRole('button', { name: 'Rank 2 for 100 proof, bottled in bond' }).click();
  await expect(dialog.getByText('Please select the rating')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit vote' }).click();
  await expect(dialog.getByText('Thank you for voting!')).toBeVisible();
  await ava.screenshot({ path: 'test-results/vote-390-thanks.png' });
  await ava.context().close();

  const staff = await signedIn(browser, 'staff@caskmark.test', 1280);
  await goto(staff, '/staff/voting');
  const vote = staff.getByRole('listitem', { name: 'Hollow Creek Single Barrel 12' });
  await expect(vote.getByText(/[1-9]\d* of \d+ NFTs voted/)).toBeVisible();
  await expect(vote.getByRole('region', { name: 'Which cask should finish Barrel 4418?' }).getByRole('row', { name: /Tawny port pipe/ })).toBeVisible();
  await staff.screenshot({ path: 'test-results/vote-staff-1280.png', fullPage: true });
  await staff.context().close();
});
