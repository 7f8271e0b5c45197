import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ReleasePack } from '@caskmark/shared/api/catalogue';
import { ResponsiveDrawer } from '../../../components/responsive-drawer';
import { Price } from '../../../components/price';
import { useEditionNftsCursor } from '../api/get-edition-nfts-cursor';
import { packPriceLine } from '../lib/pack-price';
import { releasePath } from '../lib/paths';
import { AddToCartButton } from '../../checkout/components/add-to-cart-button';
import { useLiveCartEvents } from '../../checkout/lib/use-live-cart-events';
import { EditionCard } from './edition-card';
import { InfiniteSentinel } from './infinite-sentinel';
import classes from './edition-browser-drawer.module.css';

export interface EditionBrowserDrawerProps {
  /** The pack last opened; it stays while the drawer slides out. */
  pack: ReleasePack | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * 'RELEASE PACK EDITIONS' (spec part 1 §2): the pack's editions in two columns, more on scroll,
 * and a way to the release. A global-offer button joins the header once offers exist.
 */
export default function EditionBrowserDrawer({ pack, opened, onClose }: EditionBrowserDrawerProps) {
  return (
    <ResponsiveDrawer
      opened={opened && !!pack}
      onClose={onClose}
      title="RELEASE PACK EDITIONS"
      classNames={{ title: classes.drawerTitle, body: classes.drawerBody }}
    >
      {pack ? <EditionBrowser pack={pack} onClose={onClose} /> : null}
    </ResponsiveDrawer>
  );
}

function EditionBrowser({ pack, onClose }: { pack: ReleasePack; onClose: () => void }) {
  const editions = useEditionNftsCursor(pack.publicPk);
  // Holds taken or released elsewhere move the availability labels at once (decision 242).
  useLiveCartEvents(pack.publicPk);
  const items = editions.data?.pages.flatMap((page) => page.results) ?? [];
  return (
    <Stack gap="md">
      <div className={classes.header}>
        <img src={pack.image} alt="" width={64} height={80} className={classes.thumb} />
        <div className={classes.headerText}>
          <Text className={classes.brand}>{pack.brandName}</Text>
          <Text className={classes.packName}>{pack.name}</Text>
          <Price {...packPriceLine(pack)} size="sm" c="dimmed" />
        </div>
      </div>
      <Group gap="sm">
        <Button component={Link} to={releasePath(pack.brandSlug, pack.releasePublicPk)} onClick={onClose} variant="outline" size="sm">
          VIEW RELEASE
        </Button>
      </Group>
      {editions.isError ? (
        <Alert color="red" variant="light" title="Editions could not load">
          <Group gap="xs">
            <Text size="sm">Oops! Something went wrong. Please try again later</Text>
            <Button size="compact-sm" variant="subtle" onClick={() => void editions.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : null}
      <div className={classes.grid} role="list" aria-label="Editions">
        {items.map((edition) => (
          <div role="listitem" key={edition.publicPk} className={classes.cell}>
            <EditionCard edition={edition} onNavigate={onClose} />
            <AddToCartButton edition={edition} origin="web" size="xs" fullWidth mt={6} />
          </div>
        ))}
        {editions.isPending
          ? Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className={classes.skeleton} radius="md" />)
          : null}
      </div>
      {!editions.isPending && !editions.isError && items.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          This pack has no editions yet.
        </Text>
      ) : null}
      <InfiniteSentinel
        hasMore={!!editions.hasNextPage}
        loading={editions.isFetchingNextPage}
        onLoadMore={() => void editions.fetchNextPage()}
        rootMargin="200px 0px"
      />
    </Stack>
  );
}
