/**
 * The set-based SQL of bench/seed-large.ts: every row is generated inside the database with
 * generate_series, per table one statement (no row-by-row inserts). Distributions, per 1,000 brands:
 * - brands over five categories (whisky 40 %, wine 30 %, cognac, tequila, rum 10 % each), each with
 *   its countries, regions, types, colours and bottlers (the filter panel's attributes);
 * - releases of two packs each, styles lobby 35 %, fcfs 30 %, auction 9 %, leaderboard 4 %, sealed
 *   auction 3 %, shuffle, airdrop, sweepstakes 6 % each; opened over the last two years and the next
 *   month, most of them closed, open 3–30 days (10 % without a close);
 * - packs of 1 unit (auction lots), 10 (leaderboards) or 6–250 units (long tail), 5 % bundles of two
 *   products, prices log-uniform $40–$4,000 (auctions $2,000–$50,000, airdrops free);
 * - edition NFTs sold in closed sales at 50–100 %, in live ones at 0–80 %, upcoming none; sold ones
 *   owned by one of the collectors (3 % redeemed, 2 % burned), minted with a token id;
 * - listings on owned NFTs of single packs: 62 % active (3 % of those past their date, 2 % private),
 *   15 % sold, 13 % cancelled, 10 % expired; 15 % priced in ETH; prices 0.7–3.7 × primary;
 * - history: a Mint and a Primary Market Sale per sold NFT (up to a third of the rows each), the rest
 *   secondary sales 45 %, transfers 20 %, auction bids 20 %, gifts 10 %, claims 5 %, dated after the sale.
 */
export interface SeedSize {
  brands: number;
  packs: number;
  nfts: number;
  listings: number;
  history: number;
  users: number;
}

export const FULL_SIZE: SeedSize = { brands: 1_000, packs: 20_000, nfts: 1_000_000, listings: 100_000, history: 2_000_000, users: 50_000 };

export function scaledSize(scale: number): SeedSize {
  const of = (value: number, min: number) => Math.max(min, Math.round(value * scale));
  return {
    brands: of(FULL_SIZE.brands, 10),
    packs: of(FULL_SIZE.packs, 40),
    nfts: of(FULL_SIZE.nfts, 2_000),
    listings: of(FULL_SIZE.listings, 100),
    history: of(FULL_SIZE.history, 1_000),
    users: of(FULL_SIZE.users, 100),
  };
}

/** A deterministic fraction in [0, 1) of a text key. */
const frac = (key: string) => `((hashtext(${key})::bigint + 2147483648) / 4294967296.0)`;

export function seedSteps(size: SeedSize): Array<{ name: string; sql: string }> {
  const releases = Math.ceil(size.packs / 2);
  return [
    {
      name: 'collectors',
      // Foreign keys hold by construction; the per-row checks (and the summary triggers) are skipped
      // while generating, and every pack is logged for the summary refresh at the end instead.
      sql: `
set session_replication_role = replica;
create temp table seed_users as
  select g as n, gen_random_uuid() as public_pk, '0x' || lpad(to_hex(g), 40, '0') as address from generate_series(1, ${size.users}) g;
alter table seed_users add primary key (n);
analyze seed_users;
insert into users (public_pk, username, handler, email, created_at)
  select public_pk, 'large_collector_' || n, 'large_collector_' || n, 'large_collector_' || n || '@large.test', now() - (random() * 900) * interval '1 day'
  from seed_users;`,
    },
    {
      name: 'brands',
      sql: `
create temp table seed_categories (n int, category text, countries text[], regions text[], types text[], colours text[], grapes text[]);
insert into seed_categories values
  (1, 'Whisky', '{Scotland,Japan,"United States",Ireland,Taiwan}', '{Speyside,Islay,Highlands,Yamanashi,Kentucky,Cork,Yilan}', '{"Single Malt","Blended Malt",Bourbon,"Japanese Single Malt",Rye,"Single Grain"}', '{Amber,"Pale Gold","Deep Amber","Old Gold",Copper,Mahogany}', '{}'),
  (2, 'Wine', '{France,Italy,"United States",Spain,Australia}', '{Bordeaux,Burgundy,Champagne,Tuscany,Piedmont,Napa,Rioja,Barossa}', '{Red,White,Sparkling,Rosé,Sweet}', '{"Deep Ruby",Garnet,"Brick Red","Pale Straw","Deep Purple"}', '{"Cabernet Sauvignon",Merlot,"Pinot Noir",Chardonnay,Nebbiolo,Sangiovese,Tempranillo,Shiraz}'),
  (3, 'Cognac', '{France}', '{"Grande Champagne","Petite Champagne",Borderies,"Fins Bois"}', '{}', '{Amber,"Dark Amber","Deep Mahogany"}', '{"Ugni Blanc"}'),
  (4, 'Tequila', '{Mexico}', '{"Jalisco Highlands","Jalisco Lowlands"}', '{}', '{"Crystal Clear","Pale Straw",Amber}', '{}'),
  (5, 'Rum', '{Barbados,Jamaica,Guyana,Martinique}', '{Bridgetown,Clarendon,Demerara,"Le Marin"}', '{}', '{Copper,"Dark Mahogany",Amber}', '{}');
create temp table seed_brands as
  select g as n, gen_random_uuid() as public_pk,
    (array['Glen','Château','Maison','Bodega','Domaine','Casa','Old','Hollow','Kuro','Saint','Villa','Black','Silver','North','Iron',
           'Red','Grand','Little','High','Stone','Cedar','Royal','Wild','Blue','Copper','Mill','Oak','Bay','Ash','Ember'])[1 + g % 30]
      || ' ' ||
    (array['Aurora','Vellanne','Corvel','Celeste','Creek','Bluff','Harbour','Ridge','Valley','Moor','Loch','Crest','Hill','Rock','Field',
           'Brook','Haven','Glen','Forge','Cellar','Barrel','Anchor','Lantern','Meadow','Falls','Point','Hollow','Spring','Garden','Terrace',
           'Coast','Isle','Heath','Grove','Vale','Summit','Bridge','Reach','Cove','Marsh'])[1 + (g / 30) % 40]
      || case when g > 1200 then ' ' || g else '' end as name,
    case when g % 10 < 4 then 1 when g % 10 < 7 then 2 when g % 10 = 7 then 3 when g % 10 = 8 then 4 else 5 end as category_n
  from generate_series(1, ${size.brands}) g;
alter table seed_brands add primary key (n);
analyze seed_brands;
insert into brands (public_pk, slug, name, description, country, category, website)
  select b.public_pk, 'large-brand-' || b.n, b.name, b.name || ' is one of ' || ${size.brands} || ' generated producers of the large catalogue.',
    c.countries[1 + b.n % cardinality(c.countries)], c.category, 'https://brand-' || b.n || '.test'
  from seed_brands b join seed_categories c on c.n = b.category_n;`,
    },
    {
      name: 'releases',
      sql: `
create temp table seed_releases as
  select g as n, gen_random_uuid() as public_pk, 1 + (g * 7919) % ${size.brands} as brand_n, s.style,
    now() + ((${frac("'open' || g")} * 760) - 730) * interval '1 day' as open_at,
    case when ${frac("'noclose' || g")} < 0.1 and s.style in ('lobby','fcfs') then null else 3 + floor(${frac("'len' || g")} * 28) end as open_days,
    ${frac("'feat' || g")} < 0.01 as featured, ${frac("'collab' || g")} < 0.02 as collaboration
  from generate_series(1, ${releases}) g
  cross join lateral (select case
    when ${frac("'style' || g")} < 0.35 then 'lobby' when ${frac("'style' || g")} < 0.65 then 'fcfs'
    when ${frac("'style' || g")} < 0.74 then 'auction' when ${frac("'style' || g")} < 0.78 then 'leaderboard'
    when ${frac("'style' || g")} < 0.81 then 'sealed_auction' when ${frac("'style' || g")} < 0.87 then 'shuffle'
    when ${frac("'style' || g")} < 0.93 then 'airdrop' else 'sweepstakes' end as style) s;
alter table seed_releases add primary key (n);
analyze seed_releases;
insert into releases (public_pk, brand_pk, slug, product_title, product_description, release_style, lobby_open_date, lobby_close_date,
    is_featured, is_collaboration, redeem_after, created_at)
  select r.public_pk, b.public_pk, 'large-release-' || r.n, b.name || ' Release ' || r.n, 'Generated release ' || r.n || ' of the large catalogue.',
    r.style, r.open_at, r.open_at + r.open_days * interval '1 day', r.featured, r.collaboration, r.open_at + interval '30 days', r.open_at - interval '14 days'
  from seed_releases r join seed_brands b on b.n = r.brand_n;`,
    },
    {
      name: 'packs',
      sql: `
create temp table seed_packs as
  select g as n, gen_random_uuid() as public_pk, r.n as release_n, r.public_pk as release_pk, r.brand_n, r.style, r.open_at, r.open_days,
    (r.style not in ('auction','sealed_auction','leaderboard') and ${frac("'bundle' || g")} < 0.05) as is_bundle,
    case when r.style in ('auction','sealed_auction') then 1 when r.style = 'leaderboard' then 10
      else (array[6,12,12,24,24,36,48,48,60,72,96,120,150,250])[1 + floor(${frac("'units' || g")} * 14)::int] end as units,
    case when r.style in ('auction','sealed_auction') then round(exp(ln(2000) + ${frac("'price' || g")} * ln(25))) * 100
      when r.style = 'airdrop' then 0 when r.style = 'sweepstakes' then 2500
      else round(exp(ln(40) + ${frac("'price' || g")} * ln(100))) * 100 end::bigint as price_cents,
    case when r.open_at > now() then 'upcoming' when r.open_days is not null and r.open_at + r.open_days * interval '1 day' <= now() then 'closed' else 'live' end as sale,
    (g - 1) % 2 as sort_order
  from generate_series(1, ${size.packs}) g join seed_releases r on r.n = 1 + (g - 1) / 2;
-- Scale the long tail so that the NFTs (a bundle unit is two) add up to the size asked, exactly.
update seed_packs p set units = greatest(1, round(p.units * f.factor))
  from (select (${size.nfts} - sum(case when style in ('auction','sealed_auction','leaderboard') then units else 0 end))::float8
          / nullif(sum(case when style in ('auction','sealed_auction','leaderboard') then 0 else units * (1 + is_bundle::int) end), 0) as factor
        from seed_packs) f
  where p.style not in ('auction','sealed_auction','leaderboard');
update seed_packs p set units = p.units + d.missing
  from (select ${size.nfts} - sum(units * (1 + is_bundle::int)) as missing from seed_packs) d
  where p.n = (select n from seed_packs where not is_bundle and style not in ('auction','sealed_auction','leaderboard') order by units desc, n limit 1);
alter table seed_packs add primary key (n);
analyze seed_packs;
insert into release_packs (public_pk, release_pk, name, description, is_bundle, listing_price_cents, reserve_price_cents, max_per_user, sort_order, created_at)
  select public_pk, release_pk, case when is_bundle then 'Pair ' || n else 'Pack ' || n end, 'Generated pack ' || n || '.',
    is_bundle, price_cents, case when style in ('auction','sealed_auction') then price_cents * 5 / 4 end,
    case when style in ('shuffle','airdrop') then 1 when units > 100 then 6 end, sort_order, open_at - interval '14 days'
  from seed_packs;`,
    },
    {
      name: 'products and editions',
      sql: `
create temp table seed_editions as
  select p.n as pack_n, k, gen_random_uuid() as public_pk, gen_random_uuid() as product_pk, p.public_pk as pack_pk, p.units, p.is_bundle,
    case when p.is_bundle then p.price_cents / 2 + case when k = 1 then p.price_cents % 2 else 0 end else p.price_cents end as unit_price_cents
  from seed_packs p cross join lateral generate_series(1, 1 + p.is_bundle::int) k;
analyze seed_editions;
insert into products (public_pk, brand_pk, title, description, category, whisky_type, wine_type, country, region, bottle_size_ml,
    vintage, age_statement, colour, primary_grape, bottler, experience, abv, weight_kg)
  select e.product_pk, b.public_pk, b.name || ' Bottling ' || e.pack_n || '-' || e.k, 'Generated bottle.', c.category,
    case when c.category = 'Whisky' then c.types[1 + (e.pack_n + e.k) % cardinality(c.types)] end,
    case when c.category = 'Wine' then c.types[1 + (e.pack_n + e.k) % cardinality(c.types)] end,
    c.countries[1 + b.n % cardinality(c.countries)], c.regions[1 + (b.n + e.k) % cardinality(c.regions)],
    (array[700,700,700,750,750,750,1500,200,500,3000])[1 + (e.pack_n * 3 + e.k) % 10],
    case when c.category = 'Wine' or e.pack_n % 5 = 0 then 1960 + (e.pack_n * 7 + e.k) % 63 end,
    case when c.category <> 'Wine' and e.pack_n % 3 <> 0 then (array[10,12,15,18,21,25,30,40])[1 + (e.pack_n + e.k) % 8] end,
    c.colours[1 + (e.pack_n + e.k) % cardinality(c.colours)],
    case when cardinality(c.grapes) > 0 then c.grapes[1 + (e.pack_n + e.k) % cardinality(c.grapes)] end,
    case when e.pack_n % 7 = 0 then 'Cask & Quill Bottlers' when e.pack_n % 11 = 0 then 'Signatory Selection' else 'Distillery Bottling' end,
    case when e.pack_n % 13 = 0 then (array['Distillery Tour & Tasting','Private Cellar Dinner','Meet the Master Distiller'])[1 + e.pack_n % 3] end,
    case when c.category = 'Wine' then 13.5 else 40 + (e.pack_n % 200) / 10.0 end, 1.5
  from seed_editions e join seed_packs p on p.n = e.pack_n join seed_brands b on b.n = p.brand_n join seed_categories c on c.n = b.category_n;
insert into editions (public_pk, release_pack_pk, product_pk, total_count)
  select public_pk, pack_pk, product_pk, units from seed_editions;`,
    },
    {
      name: 'edition NFTs',
      sql: `
create temp sequence seed_token;
insert into edition_nfts (edition_pk, edition_number, token_id, status, primary_price_cents, owner_pk, owner_address, is_in_managed_wallet,
    go_live_date, sold_at, redeemed_at, created_at)
  select e.public_pk, u.number, case when u.sold then nextval('seed_token') end,
    case when not u.sold then 'unsold' when u.fate < 0.03 then 'redeemed' when u.fate < 0.05 then 'burned' else 'owned' end,
    e.unit_price_cents, case when u.sold then o.public_pk end, case when u.sold then o.address end, u.sold_fraction < 0.8,
    p.open_at, case when u.sold then u.sold_at end, case when u.sold and u.fate < 0.05 then u.sold_at + interval '40 days' end, p.open_at - interval '14 days'
  from seed_editions e join seed_packs p on p.n = e.pack_n
  cross join lateral (
    select g as number,
      ${frac("p.n || ':' || g")} < case p.sale when 'upcoming' then 0 when 'closed' then 0.5 + ${frac("'sold' || p.n")} / 2 else ${frac("'sold' || p.n")} * 0.8 end as sold,
      ${frac("'fate' || p.n || ':' || g")} as fate, ${frac("'mw' || p.n || ':' || g")} as sold_fraction,
      least(now() - interval '1 minute', p.open_at + ${frac("'at' || p.n || ':' || g")} * coalesce(p.open_days, 30) * interval '1 day') as sold_at,
      1 + (abs(hashtext('owner' || p.n || ':' || g)) % ${size.users}) as owner_n
    from generate_series(1, p.units) g) u
  join seed_users o on o.n = u.owner_n;`,
    },
    {
      name: 'listings',
      sql: `
create temp table seed_listed as
  select row_number() over (order by hashtext('list' || n.public_pk::text)) as n, n.public_pk as nft_pk, n.owner_pk, n.owner_address, n.primary_price_cents, n.sold_at, e.product_pk
  from edition_nfts n join editions e on e.public_pk = n.edition_pk join release_packs p on p.public_pk = e.release_pack_pk
  where n.status = 'owned' and not p.is_bundle and n.primary_price_cents > 0
  order by hashtext('list' || n.public_pk::text) limit ${size.listings};
alter table seed_listed add column listing_pk uuid default gen_random_uuid();
insert into listings (public_pk, listing_id, seller_pk, seller_address, amount, currency, price_usd_cents, valid_until, for_specific_buyer,
    buyer_address, status, transaction_hash, created_at)
  select s.listing_pk, s.n, s.owner_pk, s.owner_address,
    case when x.eth then round(x.price / 100.0 / 3000, 6) else x.price / 100.0 end, case when x.eth then 'ETH' else 'USD' end, x.price,
    case when x.status = 'active' and x.r >= 0.03 then now() + (1 + x.r * 89) * interval '1 day' else x.created_at + interval '7 days' end,
    x.status = 'active' and x.r between 0.05 and 0.07, case when x.status = 'active' and x.r between 0.05 and 0.07 then '0x' || lpad(to_hex(s.n), 40, 'b') end,
    x.status, '0x' || md5(s.listing_pk::text) || md5(s.nft_pk::text), x.created_at
  from seed_listed s cross join lateral (
    select (s.primary_price_cents * (0.7 + ${frac("'p' || s.n")} * 3))::bigint as price, ${frac("'eth' || s.n")} < 0.15 as eth, ${frac("'r' || s.n")} as r,
      case when s.n % 100 < 62 then 'active' when s.n % 100 < 77 then 'sold' when s.n % 100 < 90 then 'cancelled' else 'expired' end as status,
      greatest(s.sold_at, now() - ${frac("'c' || s.n")} * 60 * interval '1 day') as created_at) x;
insert into listing_items (listing_pk, edition_nft_pk, product_pk) select listing_pk, nft_pk, product_pk from seed_listed;`,
    },
    {
      name: 'history',
      sql: `
create temp table seed_sold as
  select row_number() over (order by n.public_pk) as n, n.public_pk as nft_pk, p.release_pk, n.owner_pk, n.primary_price_cents, n.sold_at, n.token_id
  from edition_nfts n join editions e on e.public_pk = n.edition_pk join release_packs p on p.public_pk = e.release_pack_pk
  where n.status <> 'unsold';
create index on seed_sold (n);
analyze seed_sold;
insert into edition_history (edition_nft_pk, release_pk, transfer_type, from_user_pk, from_is_brand, to_user_pk, selling_price_cents,
    primary_items_total, transaction_hash, source_key, created_at)
  select s.nft_pk, s.release_pk, t.kind, case when t.kind not in ('Mint','Primary Market Sale','Claim') then f.public_pk end,
    case when t.kind in ('Mint','Primary Market Sale','Claim') then 1 else 0 end,
    case when t.kind = 'Primary Market Sale' or t.kind = 'Mint' then s.owner_pk else o.public_pk end,
    case when t.kind = 'Primary Market Sale' then s.primary_price_cents
      when t.kind in ('Secondary Market Sale','Auction Bid') then (s.primary_price_cents * (0.8 + ${frac("'h' || k")} * 2))::bigint end,
    case when t.kind = 'Primary Market Sale' then 1 end,
    '0x' || md5('tx' || k) || md5('tx2' || k), 'large:' || k,
    case when t.kind = 'Mint' then s.sold_at - interval '1 minute' when t.kind = 'Primary Market Sale' then s.sold_at
      else s.sold_at + ${frac("'d' || k")} * (now() - s.sold_at) end
  from (select k, c.sold from (select count(*) as sold from seed_sold) c cross join generate_series(1, ${size.history}) k) g
  join seed_sold s on s.n = 1 + (g.k - 1) % g.sold
  cross join lateral (select case
    when g.k <= least(g.sold, ${Math.floor(size.history / 3)}) then 'Mint'
    when g.k <= 2 * least(g.sold, ${Math.floor(size.history / 3)}) then 'Primary Market Sale'
    when ${frac("'k' || g.k")} < 0.45 then 'Secondary Market Sale' when ${frac("'k' || g.k")} < 0.65 then 'Transfer'
    when ${frac("'k' || g.k")} < 0.85 then 'Auction Bid' when ${frac("'k' || g.k")} < 0.95 then 'Gift' else 'Claim' end as kind) t
  join seed_users f on f.n = 1 + abs(hashtext('from' || g.k)) % ${size.users}
  join seed_users o on o.n = 1 + abs(hashtext('to' || g.k)) % ${size.users};`,
    },
    {
      name: 'log every pack',
      sql: `
set session_replication_role = origin;
insert into release_pack_summary_changes (pack_pk) select public_pk from release_packs;`,
    },
  ];
}
