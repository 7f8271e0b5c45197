import { Badge, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CurrencyToggle } from '../../../components/currency-toggle';
import { NotFound } from '../../../components/not-found';
import { usePageMeta } from '../../../components/page-meta';
import { ApiError } from '../../../lib/api-client';
import { usePublicVault } from '../api/get-public-vault';
import { PublicVaultGrid } from '../components/public-vault-grid';
import { GRID_PAGE_SIZE } from '../components/vault-grid';
import { VaultToolbar } from '../components/vault-toolbar';
import { VAULT_SEARCH_DEBOUNCE_MS } from '../lib/vault-format';
import classes from './vault-page.module.css';

/** /vault/{handler}: another collector's collection as @handler, with 'Redeemed Editions' as a badge (part 2 §2). */
export default function PublicVaultPage() {
  const handler = (useParams().handler ?? '').replace(/^@/, '');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), VAULT_SEARCH_DEBOUNCE_MS);
  const vault = usePublicVault(handler, debounced, GRID_PAGE_SIZE);
  const first = vault.data?.pages[0];
  const shown = first?.handler ?? handler;
  usePageMeta({ title: `@${shown}'s collection` });
  if (vault.error instanceof ApiError && vault.error.status === 404) return <NotFound />;
  return (
    <Container size="xl" py="xl" className={classes.page}>
      <header className={classes.header}>
        <Stack gap={4}>
          <Text className={classes.eyebrow}>Collection</Text>
          <Title order={1} className={classes.title}>
            @{shown}
          </Title>
          <Group gap="xs">
            {first ? (
              <Text size="sm" c="dimmed">
                {first.count} {first.count === 1 ? 'NFT' : 'NFTs'}
              </Text>
            ) : null}
            {first ? (
              <Badge color="cask" variant="light" size="lg">
                Redeemed Editions: {first.redeemedCount}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <CurrencyToggle />
      </header>
      <Stack gap="lg">
        <VaultToolbar search={search} onSearch={setSearch} placeholder="Search this collection" label={`Search @${shown}'s collection`} />
        <PublicVaultGrid vault={vault} handler={shown} />
      </Stack>
    </Container>
  );
}
