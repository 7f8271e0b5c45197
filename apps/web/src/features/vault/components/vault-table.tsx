import { Alert, Group, Pagination, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { VaultEdition } from '@caskmark/shared/api/vault';
import { useServerNow } from '../../../lib/server-time';
import { PAGINATION_LABELS } from '../../catalogue/lib/pagination-labels';
import { useVaultTable, type VaultFilters } from '../api/get-vault';
import { redeemDateLabel } from '../lib/vault-format';
import { NO_NFTS } from './vault-grid';
import classes from './vault-table.module.css';

/** Table page size (part 1 §9). */
export const TABLE_PAGE_SIZE = 10;

/** My editions as a table: NFT (brand, name, edition number) and Redeem Date (NOW or a date), 10 a page. */
export function VaultTable({ filters, onOpen }: { filters: VaultFilters; onOpen: (edition: VaultEdition) => void }) {
  const [page, setPage] = useState(1);
  useEffect(() => setPage(1), [filters.search, filters.state]);
  const table = useVaultTable(filters, page, TABLE_PAGE_SIZE);
  const now = useServerNow();
  if (table.isPending) {
    return (
      <Stack gap={8} aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} height={64} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (table.isError) return <Alert color="red">Oops! Something went wrong. Please try again later</Alert>;
  const { results, count } = table.data;
  if (!results.length) return <Text c="dimmed" ta="center" py="xl">{NO_NFTS}</Text>;
  const pages = Math.max(1, Math.ceil(count / TABLE_PAGE_SIZE));
  return (
    <Stack gap="md">
      <Table verticalSpacing="xs" aria-label={filters.state === 'redeemed' ? 'Redeemed editions' : 'My collection'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>NFT</Table.Th>
            <Table.Th w={150}>{filters.state === 'redeemed' ? 'Redeemed' : 'Redeem Date'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody style={{ opacity: table.isPlaceholderData ? 0.6 : 1 }}>
          {results.map((edition) => {
            const label = redeemDateLabel(edition.redeemAfter, now);
            return (
              <Table.Tr key={edition.publicPk} className={classes.row} onClick={() => onOpen(edition)}>
                <Table.Td>
                  <UnstyledButton className={classes.nft} onClick={(event) => { event.stopPropagation(); onOpen(edition); }} aria-haspopup="dialog">
                    <img className={classes.thumb} src={edition.image} alt="" width={44} height={55} loading="lazy" />
                    <span>
                      <Text className={classes.brand} component="span" display="block">
                        {edition.brandName}
                      </Text>
                      <Text component="span" fw={600} size="sm">
                        {edition.name} #{edition.editionNumber}
                      </Text>
                    </span>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>
                  {edition.status === 'redeemed' ? (
                    <Text size="sm">{edition.redeemedAt ? new Date(edition.redeemedAt).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' }) : '-'}</Text>
                  ) : (
                    <Text size="sm" className={label === 'NOW' ? classes.now : undefined}>
                      {label}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} color="cask" {...PAGINATION_LABELS} />
        </Group>
      ) : null}
    </Stack>
  );
}
