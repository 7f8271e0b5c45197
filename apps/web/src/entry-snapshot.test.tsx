import { describe, expect, it } from 'vitest';
import { renderSnapshot } from './entry-snapshot';

/**
 * The server's first screen (decision 367) is the app's own render of the embedded answers: the
 * page's content is in it, and a page whose layout follows the width carries one variant per width.
 */
const LISTINGS_URL = '/api/marketplace/v2/listings/marketplace?ordering=valid_until&page=1&size=10';
const NOW = Date.parse('2026-12-02T12:00:00.000Z');

const listing = {
  publicPk: 'e28e1fff-22b8-5dfe-bf3c-e47092e0825e',
  listingId: '2',
  listingHandler: 'ava',
  editionData: [
    {
      editionNftPublicPk: '27ac9b06-8327-55f4-b6d3-22d5130333ef',
      name: 'Agave Celeste Añejo Cristalino',
      image: '/media/bottle.svg?category=tequila&shape=squat',
      editionNumber: 37,
      brandSlug: 'agave-celeste',
      releaseSlug: 'agave-celeste-cristalino-shuffle',
    },
  ],
  amount: '195',
  currency: 'USD',
  priceUsd: 195,
  validUntil: '2026-12-07T13:35:54.000Z',
  forSpecificBuyer: false,
  buyerAddress: null,
  isBundle: false,
  status: 'active',
  createdAt: '2026-12-01T13:35:54.451Z',
  isCollaboration: false,
  feeBps: 1000,
  royaltyBps: 0,
  ballotTokenId: null,
  royaltyRecipient: null,
  royaltyWei: null,
};

describe('renderSnapshot', () => {
  it('a listing page: its title, price and seller, as one variant for every width', async () => {
    const html = await renderSnapshot({
      url: '/listings/2',
      responses: [{ url: '/api/marketplace/v2/listings/marketplace/2', body: listing }],
      serverNow: NOW,
    });
    expect(html).toContain('Agave Celeste Añejo Cristalino #37');
    expect(html).toContain('$195');
    expect(html).toContain('@<!-- -->ava');
    expect(html).not.toContain('cm-sv');
  });

  it('the listings page: cards up to 600 px and the table past it, each shown only at its widths', async () => {
    const html = await renderSnapshot({
      url: '/listings',
      responses: [{ url: LISTINGS_URL, body: { count: 1, next: null, previous: null, results: [listing] } }],
      serverNow: NOW,
    });
    expect(html).toMatch(
      /^<style>\.cm-sv \{ display: none; \} @media \(width <= 600px\) \{ \.cm-sv-0 \{ display: block; \} \}/,
    );
    expect(html).toContain('@media (width > 600px) { .cm-sv-1 { display: block; } }');
    const [cards, table] = html!.split('<div class="cm-sv cm-sv-1">');
    expect(cards).toContain('Agave Celeste Añejo Cristalino #37');
    expect(cards).toContain('in 5 days');
    // Past 600 px the table's code is not loaded yet on a first render: its placeholder, as in the app.
    expect(table).toContain('>Listings</h1>');
    expect(table).not.toContain('in 5 days');
  });

  it('a page whose answer was not embedded renders the state the app starts in', async () => {
    const html = await renderSnapshot({ url: '/listings/2', responses: [], serverNow: NOW });
    expect(html).not.toContain('Agave Celeste');
    expect(html).toContain('Caskmark');
  });
});
