import type { ReleaseDraftDocument } from '@caskmark/shared/api/console-catalogue';

let counter = 0;

/** A small FCFS release document: one bottle, one pack, opening `openInMs` from `now`. */
export function fcfsDocument(now: Date, overrides: Partial<ReleaseDraftDocument> = {}): ReleaseDraftDocument {
  counter += 1;
  return {
    title: `Console Cask ${counter}`,
    slug: `console-cask-${Date.now().toString(36)}-${counter}`,
    description: 'A release written in the console.',
    image: '',
    video: '',
    style: 'fcfs',
    lobbyOpenDate: new Date(now.getTime() - 60_000).toISOString(),
    lobbyCloseDate: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
    redeemAfter: null,
    earlyAccessCode: null,
    isFeatured: false,
    products: [
      {
        key: 'main',
        title: 'Console Single Malt 12',
        description: 'Twelve years in bourbon casks.',
        category: 'Whisky',
        whiskyType: 'Single Malt',
        wineType: null,
        country: 'Scotland',
        region: 'Speyside',
        bottleSizeMl: 700,
        vintage: null,
        ageStatement: 12,
        colour: 'Amber',
        primaryGrape: null,
        bottler: 'Distillery Bottling',
        abv: 46,
        weightKg: 1.4,
        image: '',
        video: '',
      },
    ],
    packs: [{ name: 'One bottle', description: 'One bottle, 70 cl.', image: '', video: '', products: ['main'], quantity: 3, priceCents: 120_00, maxPerUser: 2, reservePriceCents: null, lotOpenDate: null, lotCloseDate: null }],
    ...overrides,
  };
}

/** The smallest valid PNG (1×1). */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

export function uploadForm(bytes: Buffer, name = 'file.png'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}
