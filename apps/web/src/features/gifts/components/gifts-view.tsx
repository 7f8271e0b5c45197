import { Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { GIFT_TEXTS, type Gift } from '@caskmark/shared/api/gifts';
import { useGiftsMadeByMe } from '../api/get-gifts-made-by-me';
import { useGiftsToAccept } from '../api/get-gifts-to-accept';
import { GiftCard } from './gift-card';

const AcceptGiftDialog = lazy(() => import('./accept-gift-dialog'));

function GiftList({ title, gifts, loading, onAccept }: { title: string; gifts: Gift[] | undefined; loading: boolean; onAccept: (gift: Gift) => void }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {loading ? <Loader color="cask" size="sm" /> : null}
      {gifts && gifts.length === 0 ? <Text c="dimmed">{GIFT_TEXTS.empty}</Text> : null}
      {gifts && gifts.length > 0 ? (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {gifts.map((gift) => (
            <GiftCard key={gift.publicPk} gift={gift} onAccept={onAccept} />
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The vault's gifts tab (spec part 1 §2): GIFTS MADE TO ME and GIFTS MADE BY ME. */
export function GiftsView() {
  const toMe = useGiftsToAccept();
  const byMe = useGiftsMadeByMe();
  // Held here, not in the gift's card: an accepted gift drops out of the list while its transfer's
  // progress and success are still on screen.
  const [accepting, setAccepting] = useState<Gift | null>(null);
  return (
    <Stack gap="xl" py="md">
      <GiftList title="GIFTS MADE TO ME" gifts={toMe.data} loading={toMe.isPending} onAccept={setAccepting} />
      <GiftList title="GIFTS MADE BY ME" gifts={byMe.data} loading={byMe.isPending} onAccept={setAccepting} />
      {accepting ? (
        <Suspense fallback={null}>
          <AcceptGiftDialog gift={accepting} onClose={() => setAccepting(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
