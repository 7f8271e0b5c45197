import { NumberInput, Text, TextInput } from '@mantine/core';
import type { DraftPack } from '@caskmark/shared/api/console-catalogue';
import { buildBidIncrementLadder } from '@caskmark/shared/catalogue/bid-increments';
import { fromLocalInput, toLocalInput } from './draft-defaults';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The first steps of the house ladder, as a sentence ("$50 steps up to $1,000, $100 up to $5,000, ..."). */
export function ladderSummary(): string {
  const ladder = buildBidIncrementLadder();
  const bands: string[] = [];
  let previous = 0;
  let step = 0;
  for (const amount of ladder) {
    const next = amount - previous;
    if (next !== step) {
      if (step) bands.push(`${usd.format(step)} steps up to ${usd.format(previous)}`);
      step = next;
    }
    previous = amount;
  }
  bands.push(`${usd.format(step)} steps above`);
  return bands.slice(0, 4).join(', ');
}

/** A lot pack's reserve and own bidding window (decision 298); the price field is its starting bid. */
export function LotFields({ pack, set }: { pack: DraftPack; set: <K extends keyof DraftPack>(key: K, value: DraftPack[K]) => void }) {
  return (
    <>
      <NumberInput
        label="Reserve (USD)"
        description="Not sold below it; leave empty for none"
        min={0}
        decimalScale={2}
        prefix="$"
        thousandSeparator=","
        value={pack.reservePriceCents === null ? '' : pack.reservePriceCents / 100}
        onChange={(value) => set('reservePriceCents', value === '' ? null : Math.round(Number(value) * 100))}
      />
      <TextInput type="datetime-local" label="Bidding opens" description="Empty: when the lobby opens" value={toLocalInput(pack.lotOpenDate)} onChange={(event) => set('lotOpenDate', fromLocalInput(event.currentTarget.value))} />
      <TextInput type="datetime-local" label="Bidding closes" description="Empty: when the lobby closes" value={toLocalInput(pack.lotCloseDate)} onChange={(event) => set('lotCloseDate', fromLocalInput(event.currentTarget.value))} />
      <div>
        <Text size="sm" fw={500}>
          Bid increments
        </Text>
        <Text size="xs" c="dimmed">
          The house ladder: {ladderSummary()}.
        </Text>
      </div>
    </>
  );
}
