import { Card, Image, Loader, SimpleGrid, Text } from '@mantine/core';
import { useArtworks } from '../api/get-artworks';

/** MY ARTWORKS (spec part 1 §2): each artwork's image, name, description and token id. */
export function ArtworksView() {
  const artworks = useArtworks();
  if (artworks.isPending) return <Loader color="cask" size="sm" aria-label="Loading your artworks" />;
  if (!artworks.data?.length) return <Text c="dimmed">You have no artworks yet.</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" py="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {artworks.data.map((artwork) => (
        <Card key={artwork.publicPk} component="li" withBorder radius="md" padding="sm">
          <Card.Section>
            <Image src={artwork.image} alt={artwork.name} h={200} fit="cover" />
          </Card.Section>
          <Text fw={700} mt="sm" lineClamp={1}>
            {artwork.name}
          </Text>
          {artwork.description ? (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {artwork.description}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" ff="monospace" mt={4}>
            Token {artwork.tokenId}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
