import { Anchor, Badge, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { useLocation, useNavigate, Link } from 'react-router';
import { CurrencyToggle } from '../../../components/currency-toggle';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { useAuth } from '../../../lib/auth-session';
import { LazyHistoryTable } from '../../catalogue/components/lazy-history-table';
import { useVaultSummary } from '../api/get-vault-summary';
import { CollectionView } from '../components/collection-view';
import { ListingsView } from '../components/listings-view';
import { OffersView } from '../components/offers-view';
import { useArtworks } from '../../artworks/api/get-artworks';
import { ArtworksView } from '../../artworks/components/artworks-view';
import { useGifts } from '../../gifts/api/get-gifts';
import { GiftsView } from '../../gifts/components/gifts-view';
import { RedemptionRequests } from '../../redemption/components/redemption-requests';
import { publicVaultPath } from '../lib/vault-paths';
import { hashOfTab, isTabDisabled, tabFromLocation, VAULT_TAB_LABELS, VAULT_TABS, type VaultTab } from '../lib/vault-tabs';
import classes from './vault-page.module.css';

/** /vault: my collection and everything around it, one tab per part (spec part 1 §2). */
export default function VaultPage() {
  usePageMeta({ title: 'My Collection' });
  return (
    <RequireSignedIn>
      <Vault />
    </RequireSignedIn>
  );
}

function Vault() {
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const summary = useVaultSummary();
  const tab = tabFromLocation(location.hash, location.state);
  const gifts = useGifts();
  const artworks = useArtworks();
  const counts = { gifts: gifts.data?.length ?? 0, artworks: artworks.data?.length ?? 0 };
  const select = (value: string | null) => {
    if (!value) return;
    navigate({ pathname: '/vault', hash: hashOfTab(value as VaultTab) }, { preventScrollReset: true });
  };
  const handler = user?.handler ?? '';
  return (
    <Container size="xl" py="xl" className={classes.page}>
      <header className={classes.header}>
        <div>
          <Text className={classes.eyebrow} tt="none">
            @{handler}
          </Text>
          <Title order={1} className={classes.title}>
            My Collection
          </Title>
          <Group gap="xs" mt={4}>
            {summary.data ? (
              <Text size="sm" c="dimmed">
                {summary.data.editions} {summary.data.editions === 1 ? 'NFT' : 'NFTs'}
              </Text>
            ) : null}
            {summary.data?.redeemedEditions ? (
              <Badge color="gray" variant="light">
                {summary.data.redeemedEditions} redeemed
              </Badge>
            ) : null}
            {handler ? (
              <Anchor component={Link} to={publicVaultPath(handler)} size="sm">
                View public collection
              </Anchor>
            ) : null}
          </Group>
        </div>
        <CurrencyToggle />
      </header>
      <Tabs value={tab} onChange={select} keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
        <Tabs.List>
          {VAULT_TABS.map((value) => (
            <Tabs.Tab key={value} value={value} disabled={isTabDisabled(value, counts)} title={isTabDisabled(value, counts) ? 'Nothing here yet' : undefined}>
              {VAULT_TAB_LABELS[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="vault">
          <CollectionView state="owned" />
        </Tabs.Panel>
        <Tabs.Panel value="listings">{handler ? <ListingsView handler={handler} /> : null}</Tabs.Panel>
        <Tabs.Panel value="offers">
          <OffersView />
        </Tabs.Panel>
        <Tabs.Panel value="redeemedEditions">
          <RedemptionRequests />
          <CollectionView state="redeemed" />
        </Tabs.Panel>
        <Tabs.Panel value="activity">{handler ? <LazyHistoryTable scope={{ handler }} ordering="-created_at" showNameSearch eager /> : null}</Tabs.Panel>
        <Tabs.Panel value="gifts">
          <GiftsView />
        </Tabs.Panel>
        <Tabs.Panel value="artworks">
          <ArtworksView />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
