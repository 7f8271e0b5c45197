import { Fieldset, MultiSelect, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { DraftPack, DraftProduct } from '@caskmark/shared/api/console-catalogue';
import { LotFields } from './lot-fields';
import { MediaInput } from './media-input';

/** One pack: what a unit holds (more than one bottle makes a bundle), how many, at what price; a lot's reserve and dates. */
export function PackFields({ pack, index, products, lots, onChange }: { pack: DraftPack; index: number; products: DraftProduct[]; lots: boolean; onChange: (next: DraftPack) => void }) {
  const set = <K extends keyof DraftPack>(key: K, value: DraftPack[K]) => onChange({ ...pack, [key]: value });
  return (
    <Fieldset legend={`Pack ${index + 1}${pack.products.length > 1 ? ' (bundle)' : ''}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Pack name" required value={pack.name} onChange={(event) => set('name', event.currentTarget.value)} />
        <MultiSelect
          label="Bottles in one unit"
          data={products.map((product) => ({ value: product.key, label: product.title || product.key }))}
          value={pack.products}
          onChange={(value) => set('products', value)}
        />
        <NumberInput label="Quantity" min={1} max={10000} value={pack.quantity} onChange={(value) => set('quantity', Number(value) || 1)} />
        <NumberInput
          label={lots ? 'Starting bid (USD)' : 'Price (USD)'}
          min={0}
          decimalScale={2}
          fixedDecimalScale
          prefix="$"
          thousandSeparator=","
          value={pack.priceCents / 100}
          onChange={(value) => set('priceCents', Math.round((Number(value) || 0) * 100))}
        />
        <NumberInput label="Limit per collector" min={1} max={1000} value={pack.maxPerUser ?? ''} onChange={(value) => set('maxPerUser', value === '' ? null : Number(value))} />
        <MediaInput label="Pack image" value={pack.image} onChange={(url) => set('image', url)} />
        {lots ? <LotFields pack={pack} set={set} /> : null}
      </SimpleGrid>
      <Textarea mt="sm" label="Pack description" autosize minRows={2} value={pack.description} onChange={(event) => set('description', event.currentTarget.value)} />
    </Fieldset>
  );
}
