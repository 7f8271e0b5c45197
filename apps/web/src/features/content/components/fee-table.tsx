import { Table } from '@mantine/core';
import { FACTS } from '../copy/marketplace-facts';

const collaborationPayout = `${100 - parseFloat(FACTS.collaborationFee) - parseFloat(FACTS.collaborationRoyalty)}%`;

const ROWS: Array<{ what: string; fee: string; you: string }> = [
  { what: 'Buying a primary release', fee: 'None on top of the price', you: 'Pay the price shown at checkout' },
  { what: 'Selling on the marketplace', fee: `${FACTS.platformFee} platform fee`, you: `Receive ${FACTS.sellerPayout} of the sale price` },
  { what: 'Accepting an offer', fee: `${FACTS.platformFee} platform fee`, you: `Receive ${FACTS.sellerPayout} of the offer` },
  {
    what: 'Selling a collaboration edition',
    fee: `${FACTS.collaborationFee} platform fee + ${FACTS.collaborationRoyalty} royalty to the ballot-token holder`,
    you: `Receive ${collaborationPayout} of the sale price`,
  },
  { what: 'Paying by wire transfer', fee: `${FACTS.wireFee} per transfer`, you: 'Funds clear in about 1 business day' },
];

/** Who pays what, in one table (spec part 2 §9 fees; part 1 §9 wire fee). */
export function FeeTable() {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="md" horizontalSpacing="lg" highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When you are</Table.Th>
            <Table.Th>Fee</Table.Th>
            <Table.Th>What it means for you</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.what}>
              <Table.Td fw={600}>{row.what}</Table.Td>
              <Table.Td c="cask.3">{row.fee}</Table.Td>
              <Table.Td c="dark.1">{row.you}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
