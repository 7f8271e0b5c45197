import { Alert, Anchor, Badge, Divider, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { VaultEdition } from '@caskmark/shared/api/vault';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { formatAmount } from '@caskmark/shared/format/price';
import { ResponsiveDrawer } from '../../../components/responsive-drawer';
import { editionPath } from '../../catalogue/lib/paths';
import { useVaultEdition } from '../api/get-vault-edition';
import { editionTitle } from '../lib/vault-format';
import { EditionActions } from './edition-actions';
import { EditionFacts } from './edition-facts';
import classes from './edition-drawer.module.css';

/** The edition detail drawer of the vault (spec part 1 §2). */
export function EditionDrawer({ editionNftPublicPk, preview, onClose }: { editionNftPublicPk: string | null; preview?: VaultEdition; onClose: () => void }) {
  const edition = useVaultEdition(editionNftPublicPk, preview);
  const data = edition.data;
  return (
    <ResponsiveDrawer opened={Boolean(editionNftPublicPk)} onClose={onClose} title={data ? editionTitle(data.name, data.editionNumber) : 'Edition'} padding="lg">
      {data ? (
        <Stack gap="lg">
          <div className={classes.media}>
            <img src={data.image} alt={`${data.name}, edition ${data.editionNumber}`} width={288} height={360} />
          </div>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={editionPath(data.brandSlug, data.releaseSlug, data.publicPk)} size="sm">
              {data.brandName} · view on the marketplace
            </Anchor>
            {data.status === 'redeemed' ? <Badge color="gray">Redeemed</Badge> : data.isInManagedWallet ? <Badge color="cask">Custodial</Badge> : null}
          </Group>
          <EditionFacts edition={data} />
          <EditionActions edition={data} />
          <Divider />
          <Stack gap="xs">
            <Title order={3} size="h5">
              NFT Offers
            </Title>
            <Text size="sm" c="dimmed">
              There are no offers on this NFT yet.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h5">
              My Listings
            </Title>
            {data.listings.length ? (
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {data.listings.map((listing) => (
                  <Group key={listing.publicPk} component="li" justify="space-between" gap="xs">
                    <Text size="sm" fw={600}>
                      {formatAmount(listing.amount, listing.currency)}
                      {listing.forSpecificBuyer ? ' · DIRECT OFFER' : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      until {formatDateTime(listing.validUntil)}
                    </Text>
                  </Group>
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                This NFT is not listed.
              </Text>
            )}
          </Stack>
        </Stack>
      ) : edition.isError ? (
        <Alert color="red">Could not fetch edition information</Alert>
      ) : (
        <Group justify="center" py="xl">
          <Loader color="cask" aria-label="Loading edition" />
        </Group>
      )}
    </ResponsiveDrawer>
  );
}
