import { Accordion, Badge, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Offer } from '@caskmark/shared/api/offers';
import { groupOffers, LOW_OFFERS_LABEL, offerExpiredMessage } from '@caskmark/shared/rules/offers';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { serverNow } from '../../../lib/server-time';
import { showToast } from '../../../lib/toasts';
import { offerDeadline, offerPrice } from '../lib/offer-format';

// On intent (a row hovered or opened): the dialog brings the offers' zod schemas, which the edition
// page's first screen does not need (decision 321).
const loadDetailsDialog = () => import('./offer-details-dialog');
const OfferDetailsDialog = lazy(() => loadDetailsDialog().then((module) => ({ default: module.OfferDetailsDialog })));

const DAY_MS = 86_400_000;

/** 'Offer by @x has expired' (offers to me) or 'Offer to @x has expired' (mine) when an open offer on screen lapses. */
function useExpiryNotices(offers: readonly Offer[], direction: 'by' | 'to') {
  const queryClient = useQueryClient();
  useEffect(() => {
    const timers = offers
      .filter((offer) => offer.status === 'active')
      .map((offer) => ({ offer, in: new Date(offer.validUntil).getTime() - serverNow() }))
      .filter((entry) => entry.in > 0 && entry.in < DAY_MS)
      .map((entry) =>
        setTimeout(() => {
          const handler = direction === 'by' ? entry.offer.offerFromHandler : (entry.offer.offerToHandler ?? entry.offer.title);
          showToast('yellow', offerExpiredMessage(direction, handler));
          void queryClient.invalidateQueries({ queryKey: ['offers'] });
        }, entry.in),
      );
    return () => timers.forEach(clearTimeout);
  }, [offers, direction, queryClient]);
}

function OfferRow({ offer, onOpen }: { offer: Offer; onOpen: () => void }) {
  const who = offer.isOfferMaker ? (offer.offerToHandler ? `To @${offer.offerToHandler}` : 'Global offer') : `By @${offer.offerFromHandler}`;
  return (
    <UnstyledButton
      onClick={onOpen}
      onPointerEnter={() => void loadDetailsDialog()}
      aria-label={`Offer ${offerPrice(offer.amount, offer.currency)} on ${offer.title}`}
      py="xs"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {offer.title}
            {offer.editionNumber !== null ? ` #${offer.editionNumber}` : ''}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {who} · {offer.status === 'active' || offer.status === 'accepted' || offer.status === 'countered' ? `until ${new Date(offerDeadline(offer)).toLocaleDateString()}` : offer.statusText}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Text size="sm" fw={600}>
            {offerPrice(offer.counterOfferAmount ?? offer.amount, offer.counterOfferCurrency ?? offer.currency)}
          </Text>
          <Badge size="xs" variant="light" color={offer.status === 'active' ? 'green' : offer.status === 'accepted' || offer.status === 'countered' ? 'cask' : 'gray'}>
            {offer.statusText}
          </Badge>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}

/**
 * One offers table (spec part 2 screen 3): offers of at least 100 USD first, the smaller ones in an
 * expandable 'Low Offers' row; a row opens the Offer Details dialog.
 */
export function OffersList({ title, offers, pending, empty, direction, editionNftPublicPk }: { title: string; offers: readonly Offer[] | undefined; pending: boolean; empty: string; direction: 'by' | 'to'; editionNftPublicPk?: string }) {
  const usdPerEth = useEthPrice() ?? 0;
  const [openPk, setOpenPk] = useState<string | null>(null);
  const list = offers ?? [];
  useExpiryNotices(list, direction);
  const { listed, lowOffers } = groupOffers(list, usdPerEth);
  const opened = list.find((offer) => offer.publicPk === openPk);
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {pending ? <Skeleton h={120} /> : null}
      {!pending && list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : null}
      {listed.map((offer) => (
        <OfferRow key={offer.publicPk} offer={offer} onOpen={() => setOpenPk(offer.publicPk)} />
      ))}
      {lowOffers.length ? (
        <Accordion variant="contained">
          <Accordion.Item value="low">
            <Accordion.Control>
              {LOW_OFFERS_LABEL} ({lowOffers.length})
            </Accordion.Control>
            <Accordion.Panel>
              {lowOffers.map((offer) => (
                <OfferRow key={offer.publicPk} offer={offer} onOpen={() => setOpenPk(offer.publicPk)} />
              ))}
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <OfferDetailsDialog offer={opened} editionNftPublicPk={editionNftPublicPk} onClose={() => setOpenPk(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
