import { apiJson, expectOnlyNotFoundErrors } from './catalogue-helpers';
import { asReturningVisitor, expect, goto, test } from './support/fixtures';

interface Listing {
  publicPk: string;
  listingId: string | null;
  listingHandler: string;
  isBundle: boolean;
  forSpecificBuyer: boolean;
  editionData: { name: string; editionNumber: number; editionNftPublicPk: string; brandSlug: string; releaseSlug: string }[];
}

test.describe('listings and edition pages', () => {
  test.beforeEach(async ({ page }) => {
    await asReturningVisitor(page);
  });

  test('the listings table: bundles, direct offers, Buy Now to the listing, sortable columns', async ({ page, request }) => {
    const listings = (await apiJson<{ results: Listing[] }>(request, '/api/marketplace/v2/listings/marketplace?size=50')).results;
    const bundle = listings.find((listing) => listing.isBundle);
    expect(bundle, 'the demo data has an active bundle listing').toBeDefined();
    if (!bundle) return;
    await goto(page, '/listings');
    const table = page.getByRole('table', { name: 'Listings' });
    await expect(table.getByRole('columnheader')).toHaveText([/^Listings/, /^From/, /^Price/, /^Expiration/, /Action/]);
    await expect(table.getByText(`Bundle Listing of ${bundle.editionData.length} NFTs`)).toBeVisible();
    await expect(table.getByText('DIRECT OFFER').first()).toBeVisible();
    // Buy Now leads to the listing page, which opens the purchase (or the sign-in first); a private listing's is disabled for others.
    await expect(table.getByRole('link', { name: 'Buy Now' }).first()).toHaveAttribute('href', /^\/listings\/[^?]+\?purchaseListingId=/);
    const privateRow = table.getByRole('row').filter({ hasText: 'DIRECT OFFER' }).first();
    const privateBuy = privateRow.getByRole('button', { name: 'Buy Now' });
    await expect(privateBuy).toBeDisabled();
    // Its tooltip's code loads on the first hover (decision 366), and the tooltip describes the button.
    await privateBuy.locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Private Listing for a specific buyer');
    await expect(privateBuy.locator('..')).toHaveAttribute('aria-describedby', /.+/);

    await table.getByRole('button', { name: 'Show NFTs' }).click();
    await expect(table.getByRole('link', { name: `${bundle.editionData[0]!.name} #${bundle.editionData[0]!.editionNumber}` })).toBeVisible();

    await table.getByRole('button', { name: /^Price/ }).click();
    await expect(page).toHaveURL(/ordering=min_price_usd/);
    await table.getByRole('button', { name: /^From/ }).click();
    await expect(page).toHaveURL(/ordering=listing_handler/);
    // The rows follow once the new order's page has arrived (the old page stays on screen meanwhile).
    const sellersInOrder = async () => {
      const sellers = (await table.locator('tbody tr td:nth-child(2)').allInnerTexts()).filter(Boolean);
      return sellers.length > 1 && sellers.join('|') === [...sellers].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())).join('|');
    };
    await expect.poll(sellersInOrder).toBe(true);
  });

  test('a listing detail page, and the not-found page for an unknown one', async ({ page, request, consoleErrors }) => {
    const listing = (await apiJson<{ results: Listing[] }>(request, '/api/marketplace/v2/listings/marketplace?size=50')).results.find((item) => !item.isBundle && !item.forSpecificBuyer);
    expect(listing, 'the demo data has an active single-edition listing').toBeDefined();
    if (!listing) return;
    await goto(page, `/listings/${listing.listingId ?? listing.publicPk}`);
    const edition = listing.editionData[0]!;
    await expect(page.getByRole('heading', { level: 1, name: `${edition.name} #${edition.editionNumber}` })).toBeVisible();
    // The seller is named in the details and again in the page's listings table.
    await expect(page.getByText(`@${listing.listingHandler}`).first()).toBeVisible();
    // A visitor's Buy Now opens the sign-in popup and keeps the listing in the URL for after sign-in.
    await page.getByRole('button', { name: 'Buy Now' }).click();
    await expect(page).toHaveURL(new RegExp(`purchaseListingId=${listing.listingId ?? listing.publicPk}.*auth=signin|auth=signin.*purchaseListingId=`));
    await goto(page, `/listings/${listing.listingId ?? listing.publicPk}`);
    await page.getByRole('link', { name: edition.name }).click();
    await expect(page).toHaveURL(`/marketplace/${edition.brandSlug}/${edition.releaseSlug}/${edition.editionNftPublicPk}`);
    await expect(page.getByText(`#${edition.editionNumber} of`)).toBeVisible();
    // The seller is named in the details and again in the page's listings table.
    await expect(page.getByText(`@${listing.listingHandler}`).first()).toBeVisible();

    await goto(page, '/listings/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await goto(page, `/marketplace/${edition.brandSlug}/${edition.releaseSlug}/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await goto(page, `/marketplace/other-brand/${edition.releaseSlug}/${edition.editionNftPublicPk}`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    expectOnlyNotFoundErrors(consoleErrors);
  });
});
