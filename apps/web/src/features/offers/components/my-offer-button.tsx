import { Button, type ButtonProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { Offer } from '@caskmark/shared/api/offers';
import { RequireAuthButton } from '../../../lib/auth-require';
import { useAuth } from '../../../lib/auth-session';
import { useOffers } from '../api/get-offers';
import type { OfferTarget } from './make-offer-dialog';

// On intent: both dialogs bring the offers' zod schemas, which the landing pages' shared chunk must not hold (decision 321).
const loadMakeDialog = () => import('./make-offer-dialog');
const loadDetailsDialog = () => import('./offer-details-dialog');
const MakeOfferDialog = lazy(() => loadMakeDialog().then((module) => ({ default: module.MakeOfferDialog })));
const OfferDetailsDialog = lazy(() => loadDetailsDialog().then((module) => ({ default: module.OfferDetailsDialog })));

const OPEN = ['active', 'countered', 'accepted'];

/** My open offer on the target, if any: an edition offer on an edition, a global offer on a release. */
function useMyOpenOffer(target: OfferTarget, enabled: boolean): { offer: Offer | null; pending: boolean } {
  const onRelease = !!target.releasePublicPk;
  const mine = useOffers(onRelease ? 'madeOnRelease' : 'madeOnEdition', target.releasePublicPk ?? target.editionNftPublicPk, enabled);
  const offer = (mine.data?.results ?? []).find((row) => OPEN.includes(row.status) && row.isGlobalOffer === onRelease) ?? null;
  return { offer, pending: enabled && mine.isPending };
}

/**
 * MAKE OFFER (an edition) or MAKE GLOBAL OFFER (a release), spec part 2 §4 "Offers" and screen 11. A
 * visitor gets the sign-in popup first (§6); with an open offer here the button reads UPDATE OFFER
 * (the same dialog, PUT), and with a countered or accepted one VIEW MY OFFER (the Offer Details dialog,
 * where the offerer answers the counter offer or goes on to Purchase).
 */
export function MyOfferButton({ target, global = false, ...props }: { target: OfferTarget; global?: boolean } & ButtonProps) {
  const { status } = useAuth();
  const [dialog, setDialog] = useState<'make' | 'details' | null>(null);
  const { offer, pending } = useMyOpenOffer(target, status === 'signed-in');
  const label = global ? 'GLOBAL OFFER' : 'OFFER';
  if (status === 'signed-in' && offer && offer.status !== 'active') {
    return (
      <>
        <Button variant="outline" {...props} onPointerEnter={() => void loadDetailsDialog()} onClick={() => setDialog('details')}>
          VIEW MY {label}
        </Button>
        {dialog === 'details' ? (
          <Suspense fallback={null}>
            <OfferDetailsDialog offer={offer} onClose={() => setDialog(null)} />
          </Suspense>
        ) : null}
      </>
    );
  }
  return (
    <>
      <RequireAuthButton variant="outline" {...props} loading={pending} onPointerEnter={() => void loadMakeDialog()} onAuthenticatedClick={() => setDialog('make')}>
        {offer ? `UPDATE ${label}` : `MAKE ${label}`}
      </RequireAuthButton>
      {dialog === 'make' ? (
        <Suspense fallback={null}>
          <MakeOfferDialog target={target} existing={offer} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
