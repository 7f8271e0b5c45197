import type { BottleShape } from '@caskmark/shared/catalogue/media-urls';

/** Fictional producers of the demo. Any likeness to a real house is unintended. */
export interface DemoBrand {
  slug: string;
  name: string;
  category: 'Whisky' | 'Wine' | 'Cognac' | 'Tequila' | 'Rum';
  country: string;
  website: string;
  description: string;
}

export const demoBrands: DemoBrand[] = [
  {
    slug: 'glen-aurora',
    name: 'Glen Aurora',
    category: 'Whisky',
    country: 'Scotland',
    website: 'https://glen-aurora.test',
    description:
      'A Speyside distillery founded in 1824 on the banks of the Fiddich burn, Glen Aurora fills its spirit into ex-sherry butts coopered in Jerez and lets it rest in dunnage warehouses cooled by the north wind. Its whiskies are known for dried fruit, orange peel and a long, waxy finish.',
  },
  {
    slug: 'kuroyama-distillery',
    name: 'Kuroyama Distillery',
    category: 'Whisky',
    country: 'Japan',
    website: 'https://kuroyama.test',
    description:
      'High in the forests of Yamanashi, Kuroyama distils slowly through small copper stills and matures its malt in Mizunara oak, the rare Japanese wood that gives sandalwood and incense notes after decades in cask.',
  },
  {
    slug: 'hollow-creek',
    name: 'Hollow Creek Bourbon',
    category: 'Whisky',
    country: 'United States',
    website: 'https://hollowcreek.test',
    description:
      'A family distillery in Bardstown, Kentucky. Hollow Creek mashes high-rye bourbon with limestone spring water and ages every barrel on the top floors of its rickhouse, where summer heat pushes the spirit deep into the char.',
  },
  {
    slug: 'chateau-vellanne',
    name: 'Château Vellanne',
    category: 'Wine',
    country: 'France',
    website: 'https://vellanne.test',
    description:
      'A Pauillac estate of 62 hectares on deep gravel, planted mostly to Cabernet Sauvignon. Château Vellanne has bottled at the château since 1924; its cellar holds every vintage since, and some are released here for the first time.',
  },
  {
    slug: 'alder-bluff-estate',
    name: 'Alder Bluff Estate',
    category: 'Wine',
    country: 'United States',
    website: 'https://alderbluff.test',
    description:
      'Hillside vineyards above the Napa Valley floor, farmed organically and picked at night. Alder Bluff makes small lots of Cabernet Sauvignon and Chardonnay and a traditional-method sparkling wine from its coolest block.',
  },
  {
    slug: 'maison-corvel',
    name: 'Maison Corvel',
    category: 'Cognac',
    country: 'France',
    website: 'https://maisoncorvel.test',
    description:
      'Five generations of cellar masters have blended eaux-de-vie from Grande Champagne at Maison Corvel. The paradis cellar keeps demijohns distilled before 1900, the source of its rarest releases.',
  },
  {
    slug: 'agave-celeste',
    name: 'Agave Celeste',
    category: 'Tequila',
    country: 'Mexico',
    website: 'https://agaveceleste.test',
    description:
      'Estate-grown blue Weber agave from the red clay of the Jalisco Highlands, cooked for 72 hours in stone ovens and crushed by tahona. Agave Celeste rests its añejos in French oak and filters its cristalino through charcoal.',
  },
  {
    slug: 'saltwind-rum',
    name: 'Saltwind Rum Co.',
    category: 'Rum',
    country: 'Barbados',
    website: 'https://saltwind.test',
    description:
      'A coastal distillery in St. Philip, Barbados, running a double-retort pot still next to a column still built in 1936. Saltwind ages its rums in the trade winds of the east coast and gives part of every charity cask to hurricane relief across the Caribbean.',
  },
];

/** A bottle as its producer describes it; the filter panel reads these attributes. */
export interface DemoProduct {
  key: string;
  brand: string;
  title: string;
  description: string;
  category: DemoBrand['category'];
  whiskyType?: string;
  wineType?: string;
  country: string;
  region: string;
  bottleSizeMl: number;
  vintage?: number;
  ageStatement?: number;
  colour: string;
  primaryGrape?: string;
  bottler: string;
  experience?: string;
  abv: number;
  weightKg: number;
  shape: BottleShape;
  /** The short line on the generated label. */
  detail: string;
}

export const demoProducts: DemoProduct[] = [
  { key: 'ga-18', brand: 'glen-aurora', title: 'Glen Aurora 18 Year Old Sherry Cask', description: 'Matured for eighteen years in first-fill Oloroso butts. Christmas cake, orange marmalade and dark chocolate, with a whisper of wood smoke.', category: 'Whisky', whiskyType: 'Single Malt', country: 'Scotland', region: 'Speyside', bottleSizeMl: 700, ageStatement: 18, colour: 'Deep Amber', bottler: 'Distillery Bottling', abv: 46, weightKg: 1.5, shape: 'classic', detail: '18 Years · Sherry Cask' },
  { key: 'ga-40', brand: 'glen-aurora', title: 'Aurora Borealis 40 Year Old', description: 'A single refill hogshead filled in the winter of 1983, bottled at cask strength. Beeswax, quince, old leather and a finish that lasts minutes.', category: 'Whisky', whiskyType: 'Single Malt', country: 'Scotland', region: 'Speyside', bottleSizeMl: 700, vintage: 1983, ageStatement: 40, colour: 'Old Gold', bottler: 'Distillery Bottling', experience: 'Private Cellar Dinner', abv: 44.8, weightKg: 1.9, shape: 'decanter', detail: '40 Years · Cask 1983/07' },
  { key: 'ga-25-peat', brand: 'glen-aurora', title: 'Glen Aurora 25 Year Old Peated Cask', description: 'Spirit finished for four years in casks that once held Islay malt: peat smoke over baked apple and heather honey.', category: 'Whisky', whiskyType: 'Single Malt', country: 'Scotland', region: 'Speyside', bottleSizeMl: 700, ageStatement: 25, colour: 'Amber', bottler: 'Distillery Bottling', abv: 48.2, weightKg: 1.5, shape: 'tall', detail: '25 Years · Peated Finish' },
  { key: 'ga-12-indie', brand: 'glen-aurora', title: 'Glen Aurora 12 Year Old Cask & Quill Selection', description: 'A single bourbon barrel chosen by the independent bottlers Cask & Quill: vanilla, pear drops and cut grass.', category: 'Whisky', whiskyType: 'Single Malt', country: 'Scotland', region: 'Speyside', bottleSizeMl: 700, ageStatement: 12, colour: 'Pale Gold', bottler: 'Cask & Quill Bottlers', abv: 56.1, weightKg: 1.4, shape: 'classic', detail: '12 Years · Single Barrel' },
  { key: 'ga-founders', brand: 'glen-aurora', title: 'Founders Blended Malt', description: 'Malts from the three warehouses of the estate, married in a 1920s oak vat. Honeyed and round.', category: 'Whisky', whiskyType: 'Blended Malt', country: 'Scotland', region: 'Speyside', bottleSizeMl: 700, ageStatement: 15, colour: 'Amber', bottler: 'Distillery Bottling', experience: 'Distillery Tour & Tasting', abv: 43, weightKg: 1.5, shape: 'squat', detail: 'Blended Malt · 15 Years' },
  { key: 'kr-mizunara-21', brand: 'kuroyama-distillery', title: 'Kuroyama Mizunara 21 Year Old', description: 'Twenty-one years in virgin Mizunara oak. Sandalwood, coconut, temple incense and ripe apricot.', category: 'Whisky', whiskyType: 'Japanese Single Malt', country: 'Japan', region: 'Yamanashi', bottleSizeMl: 700, ageStatement: 21, colour: 'Burnished Gold', bottler: 'Distillery Bottling', experience: 'Meet the Master Distiller', abv: 48, weightKg: 1.6, shape: 'tall', detail: '21 Years · Mizunara Oak' },
  { key: 'kr-sakura', brand: 'kuroyama-distillery', title: 'Kuroyama Sakura Cask Blend', description: 'A blend finished in casks made from cherry wood. Light, floral and gently spiced.', category: 'Whisky', whiskyType: 'Japanese Blended', country: 'Japan', region: 'Yamanashi', bottleSizeMl: 700, colour: 'Pale Gold', bottler: 'Distillery Bottling', abv: 43, weightKg: 1.4, shape: 'flask', detail: 'Sakura Cask Finish' },
  { key: 'hc-sb12', brand: 'hollow-creek', title: 'Hollow Creek Single Barrel 12 Year', description: 'Twelve summers on the top floor of Rickhouse C, bottled barrel proof. Brown sugar, toasted pecan and cherry cola.', category: 'Whisky', whiskyType: 'Bourbon', country: 'United States', region: 'Kentucky', bottleSizeMl: 750, ageStatement: 12, colour: 'Copper', bottler: 'Distillery Bottling', abv: 61.3, weightKg: 1.6, shape: 'squat', detail: '12 Year · Barrel Proof' },
  { key: 'cv-2015', brand: 'chateau-vellanne', title: 'Château Vellanne Grand Vin 2015', description: 'A warm, generous vintage: cassis, graphite and cedar over fine-grained tannins. Drinking from 2025 to 2050.', category: 'Wine', wineType: 'Red', country: 'France', region: 'Bordeaux', bottleSizeMl: 750, vintage: 2015, colour: 'Deep Ruby', primaryGrape: 'Cabernet Sauvignon', bottler: 'Château Bottled', abv: 13.5, weightKg: 1.4, shape: 'classic', detail: 'Pauillac · 2015' },
  { key: 'cv-2010', brand: 'chateau-vellanne', title: 'Château Vellanne Grand Vin 2010', description: 'A classic, structured year now opening up: blackcurrant leaf, tobacco and violets.', category: 'Wine', wineType: 'Red', country: 'France', region: 'Bordeaux', bottleSizeMl: 750, vintage: 2010, colour: 'Deep Ruby', primaryGrape: 'Cabernet Sauvignon', bottler: 'Château Bottled', abv: 13.5, weightKg: 1.4, shape: 'classic', detail: 'Pauillac · 2010' },
  { key: 'cv-2018-merlot', brand: 'chateau-vellanne', title: 'Le Petit Vellanne 2018', description: 'The second wine, led by Merlot from the younger vines: plum, mocha and a soft finish.', category: 'Wine', wineType: 'Red', country: 'France', region: 'Bordeaux', bottleSizeMl: 750, vintage: 2018, colour: 'Garnet', primaryGrape: 'Merlot', bottler: 'Château Bottled', abv: 13.5, weightKg: 1.4, shape: 'classic', detail: 'Second Wine · 2018' },
  { key: 'cv-1982-magnum', brand: 'chateau-vellanne', title: 'Château Vellanne 1982 Magnum', description: 'From the château library, never moved since bottling. Cigar box, truffle and sweet dried cassis; a legendary vintage at its peak.', category: 'Wine', wineType: 'Red', country: 'France', region: 'Bordeaux', bottleSizeMl: 1500, vintage: 1982, colour: 'Brick Red', primaryGrape: 'Cabernet Sauvignon', bottler: 'Château Bottled', experience: 'Private Cellar Dinner', abv: 12.5, weightKg: 2.9, shape: 'burgundy', detail: 'Magnum · 1982' },
  { key: 'ab-cab-2019', brand: 'alder-bluff-estate', title: 'Alder Bluff Cabernet Sauvignon 2019', description: 'Hillside fruit from the Eastern Block: blackberry, espresso and bay leaf, polished by 22 months in French oak.', category: 'Wine', wineType: 'Red', country: 'United States', region: 'Napa Valley', bottleSizeMl: 750, vintage: 2019, colour: 'Deep Purple', primaryGrape: 'Cabernet Sauvignon', bottler: 'Estate Bottled', abv: 14.5, weightKg: 1.5, shape: 'classic', detail: 'Napa Valley · 2019' },
  { key: 'ab-chard-2021', brand: 'alder-bluff-estate', title: 'Alder Bluff Night Harvest Chardonnay 2021', description: 'Picked by headlamp at dawn temperatures: lemon curd, white flowers and crushed oyster shell.', category: 'Wine', wineType: 'White', country: 'United States', region: 'Napa Valley', bottleSizeMl: 750, vintage: 2021, colour: 'Pale Straw', primaryGrape: 'Chardonnay', bottler: 'Estate Bottled', abv: 13.8, weightKg: 1.4, shape: 'burgundy', detail: 'Night Harvest · 2021' },
  { key: 'ab-brut-2017', brand: 'alder-bluff-estate', title: 'Alder Bluff Blanc de Noirs 2017', description: 'Traditional-method sparkling Pinot Noir aged five years on the lees. Red apple, brioche and a fine mousse.', category: 'Wine', wineType: 'Sparkling', country: 'United States', region: 'Carneros', bottleSizeMl: 750, vintage: 2017, colour: 'Pale Gold', primaryGrape: 'Pinot Noir', bottler: 'Estate Bottled', abv: 12.5, weightKg: 1.7, shape: 'burgundy', detail: 'Blanc de Noirs · 2017' },
  { key: 'mc-heritage-xo', brand: 'maison-corvel', title: 'Maison Corvel Héritage XO', description: 'Eaux-de-vie of at least twenty years from Grande Champagne. Candied orange, fig, sandalwood and rancio.', category: 'Cognac', country: 'France', region: 'Grande Champagne', bottleSizeMl: 700, ageStatement: 20, colour: 'Mahogany', primaryGrape: 'Ugni Blanc', bottler: 'Maison Bottling', experience: 'Meet the Cellar Master', abv: 40, weightKg: 1.8, shape: 'decanter', detail: 'XO · Grande Champagne' },
  { key: 'mc-vsop', brand: 'maison-corvel', title: 'Maison Corvel VSOP Fine Champagne', description: 'A bright, fruity VSOP: apricot, vanilla and toasted almond. Made for sipping and for the perfect Sidecar.', category: 'Cognac', country: 'France', region: 'Fine Champagne', bottleSizeMl: 700, ageStatement: 4, colour: 'Amber', primaryGrape: 'Ugni Blanc', bottler: 'Maison Bottling', abv: 40, weightKg: 1.3, shape: 'flask', detail: 'VSOP · Fine Champagne' },
  { key: 'mc-paradis-1900', brand: 'maison-corvel', title: 'Réserve du Paradis 1900', description: 'Drawn from a single demijohn distilled in 1900 and kept in the paradis cellar ever since. One of the oldest cognacs ever offered.', category: 'Cognac', country: 'France', region: 'Grande Champagne', bottleSizeMl: 700, vintage: 1900, colour: 'Deep Mahogany', primaryGrape: 'Folle Blanche', bottler: 'Maison Bottling', experience: 'Private Cellar Dinner', abv: 41.2, weightKg: 2.4, shape: 'decanter', detail: 'Paradis Cellar · 1900' },
  { key: 'ac-cristalino', brand: 'agave-celeste', title: 'Agave Celeste Añejo Cristalino', description: 'Aged two years in French oak, then filtered crystal clear: cooked agave, vanilla, white pepper.', category: 'Tequila', country: 'Mexico', region: 'Jalisco Highlands', bottleSizeMl: 750, ageStatement: 2, colour: 'Crystal Clear', bottler: 'Distillery Bottling', abv: 40, weightKg: 1.7, shape: 'squat', detail: 'Añejo Cristalino' },
  { key: 'ac-blanco', brand: 'agave-celeste', title: 'Agave Celeste Blanco Tahona', description: 'Unaged, crushed by a two-tonne volcanic stone wheel: green agave, lime zest and wet earth.', category: 'Tequila', country: 'Mexico', region: 'Jalisco Highlands', bottleSizeMl: 750, colour: 'Crystal Clear', bottler: 'Distillery Bottling', abv: 40, weightKg: 1.6, shape: 'tall', detail: 'Blanco · Tahona' },
  { key: 'ac-extra-anejo', brand: 'agave-celeste', title: 'Agave Celeste Extra Añejo 7', description: 'Seven years in cognac casks from Maison Corvel. Roasted agave, dark caramel and clove.', category: 'Tequila', country: 'Mexico', region: 'Jalisco Highlands', bottleSizeMl: 750, ageStatement: 7, colour: 'Dark Amber', bottler: 'Distillery Bottling', experience: 'Distillery Tour & Tasting', abv: 41, weightKg: 1.9, shape: 'decanter', detail: 'Extra Añejo · 7 Years' },
  { key: 'sw-solera-25', brand: 'saltwind-rum', title: 'Saltwind Solera 25', description: 'A solera started in 1998 and topped up every year: molasses, banana bread, allspice and sea salt.', category: 'Rum', country: 'Barbados', region: 'St. Philip', bottleSizeMl: 700, ageStatement: 25, colour: 'Dark Mahogany', bottler: 'Distillery Bottling', abv: 45, weightKg: 1.5, shape: 'classic', detail: 'Solera · 25 Years' },
  { key: 'sw-spiced-mini', brand: 'saltwind-rum', title: 'Saltwind Navy Spiced Miniature', description: 'The crew bottle: overproof navy rum with Bajan nutmeg and clove, in a 200 ml flask.', category: 'Rum', country: 'Barbados', region: 'St. Philip', bottleSizeMl: 200, colour: 'Copper', bottler: 'Distillery Bottling', abv: 57, weightKg: 0.5, shape: 'flask', detail: 'Navy Spiced · 200 ml' },
  { key: 'sw-hurricane-cask', brand: 'saltwind-rum', title: 'Hurricane Relief Cask No. 1', description: 'A 2004 pot-still rum from the cask that survived Hurricane Ivan, bottled for one night only. Every dollar of the hammer price goes to hurricane relief.', category: 'Rum', country: 'Barbados', region: 'St. Philip', bottleSizeMl: 3000, vintage: 2004, ageStatement: 20, colour: 'Dark Mahogany', bottler: 'Distillery Bottling', experience: 'Distillery Tour & Tasting', abv: 58.4, weightKg: 5.2, shape: 'decanter', detail: 'Charity Cask · 2004' },
];
