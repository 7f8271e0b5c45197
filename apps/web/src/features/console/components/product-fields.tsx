import { Fieldset, NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { CATEGORIES, type DraftProduct } from '@caskmark/shared/api/console-catalogue';
import { MediaInput } from './media-input';

const text = (value: string) => (value.trim() === '' ? null : value);
const num = (value: string | number) => (typeof value === 'number' ? value : value === '' ? null : Number(value));

/** One bottle: every attribute the marketplace filters read. */
export function ProductFields({ product, index, onChange }: { product: DraftProduct; index: number; onChange: (next: DraftProduct) => void }) {
  const set = <K extends keyof DraftProduct>(key: K, value: DraftProduct[K]) => onChange({ ...product, [key]: value });
  const isWine = product.category === 'Wine' || product.category === 'Champagne';
  return (
    <Fieldset legend={`Bottle ${index + 1}`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Bottle title" required value={product.title} onChange={(event) => set('title', event.currentTarget.value)} />
        <Select label="Category" data={[...CATEGORIES]} value={product.category} allowDeselect={false} onChange={(value) => set('category', (value ?? 'Whisky') as DraftProduct['category'])} />
        {isWine ? (
          <TextInput label="Wine type" value={product.wineType ?? ''} onChange={(event) => set('wineType', text(event.currentTarget.value))} />
        ) : (
          <TextInput label="Whisky type" value={product.whiskyType ?? ''} onChange={(event) => set('whiskyType', text(event.currentTarget.value))} />
        )}
        <TextInput label="Country" required value={product.country} onChange={(event) => set('country', event.currentTarget.value)} />
        <TextInput label="Region" value={product.region ?? ''} onChange={(event) => set('region', text(event.currentTarget.value))} />
        <NumberInput label="Bottle size (ml)" min={50} max={30000} value={product.bottleSizeMl} onChange={(value) => set('bottleSizeMl', num(value) ?? 700)} />
        <NumberInput label="Vintage" min={1800} max={2100} value={product.vintage ?? ''} onChange={(value) => set('vintage', num(value))} />
        <NumberInput label="Age statement (years)" min={1} max={100} value={product.ageStatement ?? ''} onChange={(value) => set('ageStatement', num(value))} />
        <TextInput label="Colour" value={product.colour ?? ''} onChange={(event) => set('colour', text(event.currentTarget.value))} />
        <TextInput label="Grape" value={product.primaryGrape ?? ''} onChange={(event) => set('primaryGrape', text(event.currentTarget.value))} />
        <TextInput label="Bottler" value={product.bottler ?? ''} onChange={(event) => set('bottler', text(event.currentTarget.value))} />
        <NumberInput label="ABV (%)" min={0} max={99.9} decimalScale={1} value={product.abv} onChange={(value) => set('abv', num(value) ?? 0)} />
        <NumberInput label="Weight (kg)" min={0.05} max={99} decimalScale={2} value={product.weightKg} onChange={(value) => set('weightKg', num(value) ?? 1)} />
        <MediaInput label="Bottle image" value={product.image} onChange={(url) => set('image', url)} />
      </SimpleGrid>
      <Textarea mt="sm" label="Bottle description" autosize minRows={2} value={product.description} onChange={(event) => set('description', event.currentTarget.value)} />
    </Fieldset>
  );
}
