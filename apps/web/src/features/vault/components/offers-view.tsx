import { SimpleGrid, Stack, Text, Title } from '@mantine/core';

function OfferList({ title, empty }: { title: string; empty: string }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    </Stack>
  );
}

/**
 * OFFERS: offers on my NFTs and offers I made (spec part 1 §2). Offers cannot be made yet (they come
 * with the offers issue), so both lists say so rather than pretend to load.
 */
export function OffersView() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <OfferList title="OFFERS ON MY NFTs" empty="No offers on your NFTs yet." />
        <OfferList title="OFFERS MADE BY ME" empty="You have not made any offers yet." />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Making, accepting and countering offers is coming soon.
      </Text>
    </Stack>
  );
}
