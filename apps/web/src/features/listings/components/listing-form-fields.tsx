import { Alert, Checkbox, Group, SegmentedControl, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { Currency } from '@caskmark/shared/format/price';
import { formatUsdCents } from '@caskmark/shared/format/price';
import { WALLET_ADDRESS_LENGTH } from '@caskmark/shared/forms/payout-address';
import { DEFAULT_LISTING_EXPIRATION_PRESET, LISTING_EXPIRATION_PRESETS, LISTING_EXPIRY_STATIC_TEXT, type ListingExpirationPreset } from '@caskmark/shared/rules/listing';
import { formatDateTime } from '@caskmark/shared/format/dates';
import { collaborationTermsText } from '../lib/collaboration-terms';
import { sellerReceivesCents } from '../lib/listing-draft';

export interface BundleCandidate {
  publicPk: string;
  name: string;
  editionNumber: number;
  /** Held in another wallet: a bundle is made of one wallet's editions only. */
  disabled: boolean;
}

export interface ListingFormState {
  price: string;
  currency: Currency;
  preset: ListingExpirationPreset;
  customDate: string;
  isPrivateListing: boolean;
  privateBuyerAddress: string;
  sellAsBundle: boolean;
  bundle: string[];
}

interface Props {
  state: ListingFormState;
  errors: Partial<Record<'price' | 'expirationDate' | 'privateBuyerAddress' | 'selectedEditions', string>>;
  expiry: Date | null;
  lowPrice: boolean;
  usdPerEth: number | undefined;
  candidates: BundleCandidate[];
  disabled: boolean;
  onChange: (patch: Partial<ListingFormState>) => void;
  onCurrency: (currency: Currency) => void;
  /** A collaboration edition (spec part 2 screen 10, collaboration variant): the ballot token whose owner gets the royalty. */
  ballotTokenId?: string | null;
}

/** The List on Marketplace form (spec part 2 §3 "Listing form state", §5 "Listing"). */
export function ListingFormFields({ state, errors, expiry, lowPrice, usdPerEth, candidates, disabled, onChange, onCurrency, ballotTokenId = null }: Props) {
  const collaboration = ballotTokenId !== null;
  const receives = sellerReceivesCents(state.price, state.currency, usdPerEth, collaboration ? 'collaboration' : 'standard');
  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          label="Price"
          inputMode="decimal"
          placeholder="0.00"
          value={state.price}
          error={errors.price}
          disabled={disabled}
          onChange={(event) => onChange({ price: event.currentTarget.value.replace(',', '.') })}
          style={{ flex: 1 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Currency
          </Text>
          <SegmentedControl aria-label="Currency" data={['USD', 'ETH']} value={state.currency} disabled={disabled} onChange={(value) => onCurrency(value as Currency)} />
        </Stack>
      </Group>
      {lowPrice ? (
        <Alert color="red" variant="light" title="Low price" role="alert">
          This price is $50 or less. Please make sure it is what you want to ask before you list.
        </Alert>
      ) : null}
      {collaboration ? (
        <Alert color="grape" variant="light" title="Collaboration listing">
          {collaborationTermsText(ballotTokenId)}
        </Alert>
      ) : null}
      {receives !== null ? (
        <Text size="sm" c="dimmed">
          {collaboration ? 'Platform fee 5 % + royalty 5 %.' : 'Platform fee 10 %.'} You receive about {formatUsdCents(receives)}, paid by the marketplace contract when it sells.
        </Text>
      ) : null}
      <Select
        label="Expiration"
        // The spec's static text (part 2 §9, as written), under the default preset it stands for (decision 339).
        description={state.preset === DEFAULT_LISTING_EXPIRATION_PRESET ? LISTING_EXPIRY_STATIC_TEXT : undefined}
        data={LISTING_EXPIRATION_PRESETS.map((preset) => ({ value: preset.key, label: preset.label }))}
        value={state.preset}
        allowDeselect={false}
        disabled={disabled}
        onChange={(value) => value && onChange({ preset: value as ListingExpirationPreset })}
        comboboxProps={{ withinPortal: true }}
      />
      {state.preset === 'custom' ? (
        <TextInput type="datetime-local" label="Expiration date" value={state.customDate} disabled={disabled} onChange={(event) => onChange({ customDate: event.currentTarget.value })} error={errors.expirationDate} />
      ) : null}
      {expiry && !errors.expirationDate ? (
        <Text size="sm" c="dimmed">
          Expires {formatDateTime(expiry)}
        </Text>
      ) : null}
      <Switch
        label="Private listing"
        description="Only one wallet may buy it"
        checked={state.isPrivateListing}
        disabled={disabled}
        onChange={(event) => onChange({ isPrivateListing: event.currentTarget.checked, privateBuyerAddress: '' })}
      />
      {state.isPrivateListing ? (
        <TextInput
          label="Buyer wallet address"
          placeholder="0x…"
          maxLength={WALLET_ADDRESS_LENGTH}
          value={state.privateBuyerAddress}
          error={errors.privateBuyerAddress}
          disabled={disabled}
          onChange={(event) => onChange({ privateBuyerAddress: event.currentTarget.value })}
        />
      ) : null}
      {candidates.length > 0 ? (
        <Switch
          label="Sell as bundle"
          description="List several editions from this wallet together"
          checked={state.sellAsBundle}
          disabled={disabled}
          onChange={(event) => onChange({ sellAsBundle: event.currentTarget.checked, bundle: [] })}
        />
      ) : null}
      {state.sellAsBundle ? (
        <Checkbox.Group label="Editions in the bundle" value={state.bundle} onChange={(bundle) => onChange({ bundle })} error={errors.selectedEditions}>
          <Stack gap={6} mt={6}>
            {candidates.map((candidate) => (
              <Checkbox key={candidate.publicPk} value={candidate.publicPk} disabled={disabled || candidate.disabled} label={`${candidate.name} #${candidate.editionNumber}${candidate.disabled ? ' (another wallet)' : ''}`} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
    </Stack>
  );
}
