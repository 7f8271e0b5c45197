import { Loader, Stack, Text, Title } from '@mantine/core';
import { GIFT_TEXTS, type Gift } from '@caskmark/shared/api/gifts';
import { useGiftsMadeByMe } from '../api/get-gifts-made-by-me';
import { useGiftsToAccept } from '../api/get-gifts-to-accept';
import { GiftCard } from './gift-card';

function GiftList({ title, gifts, loading }: { title: string; gifts: Gift[] | undefined; loading: boolean }) {
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
            <GiftCard key={gift.publicPk} gift={gift} />
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
  return (
    <Stack gap="xl" py="md">
      <GiftList title="GIFTS MADE TO ME" gifts={toMe.data} loading={toMe.isPending} />
      <GiftList title="GIFTS MADE BY ME" gifts={byMe.data} loading={byMe.isPending} />
    </Stack>
  );
}
