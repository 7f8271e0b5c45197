import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLayout } from './shell/app-layout';
import { RouteError } from './shell/route-error';
import { redirectRoutes } from './redirects';

/** Spec part 1 §9: a script chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('The page took too long to load.')), CHUNK_LOAD_TIMEOUT_MS);
      load().then(resolve, reject).finally(() => clearTimeout(timer));
    });
}

/** What a page route carries so the first load can fetch its code before the first render. */
export interface PageHandle {
  preloadPage: () => Promise<unknown>;
}

/**
 * Each page is its own chunk. It is a lazy component rather than a lazy route so the header and
 * footer paint while the page's code is still on its way (the layout shows a skeleton meanwhile).
 * Once the code has arrived the page renders directly, without suspending: on the first load
 * main.tsx waits for the page's chunk (preloaded alongside the entry) before rendering, so the first
 * render is the page itself rather than a skeleton, a footer and then the page (decision 130).
 */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, 'Component' | 'handle'> => {
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(withTimeout(loadOnce));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const handle: PageHandle = { preloadPage: loadOnce };
  return { Component: Page, handle };
};

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails keeps the header and footer around its error message.
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('../features/catalogue/routes/home-page')) },
          { path: 'marketplace', ...page(() => import('../features/catalogue/routes/marketplace-page')) },
          { path: 'marketplace/:brandSlug/:releaseSlug/:editionPublicPk', ...page(() => import('../features/catalogue/routes/edition-page')) },
          { path: 'listings', ...page(() => import('../features/catalogue/routes/listings-page')) },
          { path: 'listings/:listingId', ...page(() => import('../features/catalogue/routes/listing-page')) },
          { path: 'producers/:brandSlug', ...page(() => import('../features/catalogue/routes/producer-page')) },
          { path: 'producers/:brandSlug/:releasePublicPk', ...page(() => import('../features/catalogue/routes/release-page')) },
          { path: 'producers/:brandSlug/:releasePublicPk/sweepstakes', ...page(() => import('../features/sweepstakes/routes/sweepstakes-page')) },
          { path: 'shuffle', ...page(() => import('../features/sweepstakes/routes/shuffle-page')) },
          { path: 'producers/:brandSlug/shuffleCongrats/:releasePackPublicPk/:lotteryDepositPublicPk', ...page(() => import('../features/sweepstakes/routes/shuffle-congrats-page')) },
          { path: 'draws/:releasePackPublicPk', ...page(() => import('../features/sweepstakes/routes/draw-page')) },
          { path: 'producers/:brandSlug/:releasePackPublicPk/claim-page', ...page(() => import('../features/checkout/routes/claim-page')) },
          { path: 'lobby', ...page(() => import('../features/checkout/routes/lobby-page')) },
          { path: 'lobbyClosed', ...page(() => import('../features/checkout/routes/lobby-closed-page')) },
          { path: 'auction', ...page(() => import('../features/auctions/routes/auction-page')) },
          { path: 'leaderboard', ...page(() => import('../features/auctions/leaderboard/routes/leaderboard-page')) },
          { path: 'sealed-auction', ...page(() => import('../features/auctions/sealed/routes/sealed-auction-page')) },
          { path: 'first-come-first-served', ...page(() => import('../features/checkout/routes/first-come-first-served-page')) },
          { path: 'activity', ...page(() => import('../features/catalogue/routes/activity-page')) },
          { path: 'announcements', ...page(() => import('../features/communication/routes/announcements-page')) },
          { path: 'announcements/:slug', ...page(() => import('../features/communication/routes/announcement-page')) },
          { path: 'newsletter', ...page(() => import('../features/communication/routes/newsletter-page')) },
          { path: 'newsletter/:partner', ...page(() => import('../features/communication/routes/newsletter-page')) },
          { path: 'giveaways', ...page(() => import('../features/communication/routes/giveaways-page')) },
          { path: 'giveaways/:slug', ...page(() => import('../features/communication/routes/giveaway-page')) },
          { path: 'about', ...page(() => import('../features/content/routes/about-page')) },
          { path: 'faq', ...page(() => import('../features/content/routes/faq-page')) },
          { path: 'how-it-works', ...page(() => import('../features/content/routes/how-it-works-page')) },
          { path: 'how-caskmark-works', ...page(() => import('../features/content/routes/how-caskmark-works-page')) },
          { path: 'demo', ...page(() => import('../features/content/routes/demo-page')) },
          { path: 'get-in-touch', ...page(() => import('../features/content/routes/get-in-touch-page')) },
          { path: 'privacy-policy', ...page(() => import('../features/content/routes/privacy-policy-page')) },
          { path: 'terms-of-service', ...page(() => import('../features/content/routes/terms-of-service-page')) },
          { path: 'experiences/:experienceSlug', ...page(() => import('../features/content/routes/experience-page')) },
          { path: 'shipping-information', ...page(() => import('../features/shipping/routes/shipping-information-page')) },
          { path: 'auth/signin', ...page(() => import('../features/auth/routes/sign-in-page')) },
          { path: 'auth/signup', ...page(() => import('../features/auth/routes/sign-up-page')) },
          { path: 'auth/verify/:email?', ...page(() => import('../features/auth/routes/verify-page')) },
          { path: 'auth/forgot-password', ...page(() => import('../features/auth/routes/forgot-password-page')) },
          { path: 'auth/logout', ...page(() => import('../features/auth/routes/logout-page')) },
          { path: 'auth/federated', ...page(() => import('../features/auth/routes/federated-return-page')) },
          { path: 'profile', ...page(() => import('../features/profile/routes/profile-page')) },
          { path: 'vault', ...page(() => import('../features/vault/routes/vault-page')) },
          { path: 'vault/redeem/:editionNftPublicPk', ...page(() => import('../features/redemption/routes/redeem-page')) },
          { path: 'vault/print/:editionNftPublicPk', ...page(() => import('../features/vault/routes/print-page')) },
          { path: 'vault/:handler', ...page(() => import('../features/vault/routes/public-vault-page')) },
          {
            // The staff console (decision 201): its frame guards every section below it.
            path: 'staff',
            ...page(() => import('../features/staff/routes/console-layout')),
            children: [
              { index: true, ...page(() => import('../features/staff/routes/audit-log-page')) },
              { path: 'releases', ...page(() => import('../features/console/routes/releases-page')) },
              { path: 'releases/new', ...page(() => import('../features/console/routes/release-editor-page')) },
              { path: 'releases/:draftPk', ...page(() => import('../features/console/routes/release-editor-page')) },
              { path: 'releases/:draftPk/preview', ...page(() => import('../features/console/routes/release-preview-page')) },
              { path: 'figures', ...page(() => import('../features/console/routes/pack-stats-page')) },
              { path: 'users', ...page(() => import('../features/staff/routes/users-page')) },
              { path: 'health', ...page(() => import('../features/staff/routes/health-page')) },
              { path: 'audit-log', ...page(() => import('../features/staff/routes/audit-log-page')) },
              { path: 'wire-transfers', ...page(() => import('../features/staff/routes/wire-transfers-page')) },
              { path: 'refunds', ...page(() => import('../features/staff/routes/refunds-page')) },
              { path: 'payouts', ...page(() => import('../features/staff/routes/payouts-page')) },
              { path: 'gift-cards', ...page(() => import('../features/staff/routes/gift-cards-page')) },
              { path: 'redemptions', ...page(() => import('../features/staff/routes/redemptions-page')) },
              { path: 'proofs-of-funds', ...page(() => import('../features/staff/routes/proofs-of-funds-page')) },
              { path: 'draws', ...page(() => import('../features/sweepstakes/routes/staff-draws-page')) },
              { path: 'voting', ...page(() => import('../features/voting/routes/staff-voting-page')) },
            ],
          },
          ...redirectRoutes,
          { path: '*', ...page(() => import('./shell/not-found-page')) },
        ],
      },
    ],
  },
];

