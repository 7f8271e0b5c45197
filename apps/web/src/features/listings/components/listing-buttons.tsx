import { Button, type ButtonProps } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Listing } from '@caskmark/shared/api/catalogue';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useAuth } from '../../../lib/auth-session';
import { useOpenAuthPopup } from '../../../lib/auth-popup';
import { useWallets } from '../../wallets/api/get-wallets';
import { LISTING_MESSAGES } from '../lib/listing-messages';
import type { ListableEdition } from './list-edition-dialog';

const loadListDialog = () => import('./list-edition-dialog');
const loadUpdateDialog = () => import('./update-listing-dialog');
const loadPurchaseDialog = () => import('./purchase-listing-dialog');
const ListEditionDialog = lazy(loadListDialog);
const UpdateListingDialog = lazy(loadUpdateDialog);
const PurchaseListingDialog = lazy(loadPurchaseDialog);

/** The query parameter a purchase interrupted by sign-in leaves in the URL (spec part 2 §2). */
export const PURCHASE_LISTING_PARAM = 'purchaseListingId';

/** 'List for Sale', or 'Adjust Price' when listed (the vault's edition actions); the dialogs load on first use. */
export function ListEditionButton({ edition, isListed, ...buttonProps }: { edition: ListableEdition; isListed: boolean } & ButtonProps) {
  // Which dialog is chosen when it opens: a listing made in the List dialog must not swap it for Update mid-success.
  const [open, setOpen] = useState<'list' | 'update' | null>(null);
  return (
    <>
      <Button leftSection={<IconTag size={16} aria-hidden="true" />} onPointerEnter={() => void (isListed ? loadUpdateDialog() : loadListDialog())} onClick={() => setOpen(isListed ? 'update' : 'list')} {...buttonProps}>
        {isListed ? 'Adjust Price' : 'List for Sale'}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          {open === 'update' ? <UpdateListingDialog editionNftPublicPk={edition.publicPk} onClose={() => setOpen(null)} /> : <ListEditionDialog edition={edition} onClose={() => setOpen(null)} />}
        </Suspense>
      ) : null}
    </>
  );
}

interface ListingActionProps {
  listing: Listing;
  size?: 'xs' | 'sm' | 'md';
  fullWidth?: boolean;
  /** In a table row: links to the listing page, which opens the purchase there. */
  asLink?: string;
  /** Sold, taken down or expired: no button, but a dialog still open (its success step) stays. */
  ended?: boolean;
}

/**
 * The listing's action (spec part 2 §2 screen 2, §6): 'Update Listing' for the seller; 'Buy Now'
 * for others — which opens the sign-in popup first for a visitor (keeping purchaseListingId in the
 * URL so the purchase resumes after sign-in); a private listing for another wallet is disabled with
 * 'Private Listing for a specific buyer'.
 */
export function ListingPurchaseAction({ listing, size = 'xs', fullWidth, asLink, ended = false }: ListingActionProps) {
  const { status, user } = useAuth();
  const wallets = useWallets(status === 'signed-in' && listing.forSpecificBuyer);
  const openAuth = useOpenAuthPopup();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'purchase' | 'update' | null>(null);
  const isSeller = user !== null && user.handler.toLowerCase() === listing.listingHandler.toLowerCase();
  const listingRef = listing.listingId ?? listing.publicPk;
  const resume = !asLink && !ended && status === 'signed-in' && params.get(PURCHASE_LISTING_PARAM) === listingRef;

  useEffect(() => {
    if (!resume) return;
    const next = new URLSearchParams(params);
    next.delete(PURCHASE_LISTING_PARAM);
    setParams(next, { replace: true });
    if (!isSeller) setDialog('purchase');
  }, [resume, params, setParams, isSeller]);

  const display = fullWidth ? 'block' : 'inline-block';
  if (ended && dialog === null) return null;
  if (isSeller) {
    const editionNftPublicPk = listing.editionData[0]?.editionNftPublicPk;
    if (asLink) {
      return (
        <Button size={size} fullWidth={fullWidth} variant="outline" component={Link} to={asLink}>
          Update Listing
        </Button>
      );
    }
    const updateDialog =
      dialog === 'update' && editionNftPublicPk ? (
        <Suspense fallback={null}>
          <UpdateListingDialog editionNftPublicPk={editionNftPublicPk} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null;
    // The same tree with or without the button, so an open dialog keeps its state when the listing ends.
    return (
      <>
        {ended ? null : (
          <Button size={size} fullWidth={fullWidth} variant="outline" onPointerEnter={() => void loadUpdateDialog()} onClick={() => setDialog('update')}>
            Update Listing
          </Button>
        )}
        {updateDialog}
      </>
    );
  }
  const forOther =
    listing.forSpecificBuyer && (status !== 'signed-in' || (!wallets.isPending && !(wallets.data ?? []).some((wallet) => wallet.address.toLowerCase() === listing.buyerAddress?.toLowerCase())));
  if (forOther) {
    return (
      <LazyTooltip label={LISTING_MESSAGES.privateListing} withArrow>
        <span style={{ display }}>
          <Button size={size} disabled fullWidth={fullWidth}>
            Buy Now
          </Button>
        </span>
      </LazyTooltip>
    );
  }
  if (asLink) {
    return (
      <Button size={size} fullWidth={fullWidth} component={Link} to={`${asLink}?${PURCHASE_LISTING_PARAM}=${encodeURIComponent(listingRef)}`}>
        Buy Now
      </Button>
    );
  }
  const purchaseDialog =
    dialog === 'purchase' ? (
      <Suspense fallback={null}>
        <PurchaseListingDialog listing={listing} onClose={() => setDialog(null)} />
      </Suspense>
    ) : null;
  const buy = () => {
    if (status !== 'signed-in') openAuth('signin', { [PURCHASE_LISTING_PARAM]: listingRef });
    else setDialog('purchase');
  };
  return (
    <>
      {/* The purchase just sold it: the same tree without the button keeps the dialog's success step until it is closed. */}
      {ended ? null : (
        <Button size={size} fullWidth={fullWidth} onPointerEnter={() => void loadPurchaseDialog()} onClick={buy} disabled={!listing.listingId}>
          Buy Now
        </Button>
      )}
      {purchaseDialog}
    </>
  );
}
