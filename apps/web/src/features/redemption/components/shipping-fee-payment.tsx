import { Alert, Button, Divider, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { REDEEM_PAYLOAD_MISSING_MESSAGE } from '@caskmark/shared/forms/redeem';
import { CurrencyToggle } from '../../../components/currency-toggle';
import { useEthPrice } from '../../../lib/api/get-eth-price';
import { useCurrency } from '../../../lib/currency';
import { useRedemptionPrice } from '../api/get-redemption-price';
import { useRedemptionStatus } from '../api/get-redemption-status';
import { formatFee } from '../lib/fee-format';
import type { RedeemWizardAction } from '../lib/redeem-wizard-state';
import { CardFeeModal } from './card-fee-modal';
import { FinishingRedemption } from './finishing-redemption';

const EthFeeModal = lazy(() => import('./eth-fee-modal'));

const PAYMENT_UNDER_WAY = new Set(['authorized', 'captured']);

/**
 * A shipment's fee (spec part 1 §2 "Payment step"): 'Shipping Costs' in USD or ETH from the server's
 * price call, shipped by courier; PAY VIA ETH and PAY VIA CREDIT CARD separated by 'OR'. Once the card
 * is authorized (or on return to a request already paid for) the step waits for the burn. PAY VIA ETH
 * opens 'Shipment Payment' (decision 277), which follows the payment through to the burn itself.
 */
export function ShippingFeePayment({ redeemPublicPk, dispatch }: { redeemPublicPk: string; dispatch: (action: RedeemWizardAction) => void }) {
  const price = useRedemptionPrice(redeemPublicPk);
  const status = useRedemptionStatus(redeemPublicPk, false);
  const { currency } = useCurrency();
  const usdPerEth = useEthPrice(currency === 'ETH');
  const [cardOpen, setCardOpen] = useState(false);
  const [ethOpen, setEthOpen] = useState(false);
  const [authorized, setAuthorized] = useState(false);
  const onAuthorized = useCallback(() => {
    setCardOpen(false);
    setAuthorized(true);
  }, []);
  const onPaid = useCallback(() => dispatch({ type: 'next', from: 'Payment' }), [dispatch]);

  // The ETH modal shows its own progress through to 'Payment Complete!'.
  if (!ethOpen && (authorized || PAYMENT_UNDER_WAY.has(status.data?.payment ?? ''))) return <FinishingRedemption redeemPublicPk={redeemPublicPk} onPaid={onPaid} />;
  if (price.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {REDEEM_PAYLOAD_MISSING_MESSAGE}
      </Alert>
    );
  }
  const fee = price.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={2} size="h3">
          Shipping Costs
        </Title>
        <CurrencyToggle />
      </Group>
      <Paper withBorder radius="md" p="md">
        {fee ? (
          <Stack gap="xs">
            <Text size="xl" fw={700} aria-label="Shipping cost">
              {formatFee(fee.redemptionPrice, currency, usdPerEth)}
            </Text>
            <Text size="sm" c="dimmed">
              Shipped by courier (DHL Express) from our bonded warehouse, insured and signed for on delivery.
            </Text>
            <Table withRowBorders={false} verticalSpacing={2} aria-label="Shipping cost breakdown">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td>Courier, to your country</Table.Td>
                  <Table.Td ta="right">{formatFee(fee.breakdown.base, currency, usdPerEth)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>Weight ({fee.breakdown.weightKg.toLocaleString('en-US')} kg, bottle and packaging)</Table.Td>
                  <Table.Td ta="right">{formatFee(fee.breakdown.weight, currency, usdPerEth)}</Table.Td>
                </Table.Tr>
                {fee.breakdown.surcharge > 0 ? (
                  <Table.Tr>
                    <Table.Td>Remote area surcharge</Table.Td>
                    <Table.Td ta="right">{formatFee(fee.breakdown.surcharge, currency, usdPerEth)}</Table.Td>
                  </Table.Tr>
                ) : null}
              </Table.Tbody>
            </Table>
            {fee.notes.map((note) => (
              <Text key={note} size="xs" c="dimmed">
                {note}
              </Text>
            ))}
          </Stack>
        ) : (
          <Skeleton height={96} radius="md" />
        )}
      </Paper>
      <Stack gap="xs">
        <Button color="cask" variant="outline" disabled={!fee} onClick={() => setEthOpen(true)}>
          PAY VIA ETH
        </Button>
        <Divider label="OR" labelPosition="center" />
        <Button color="cask" disabled={!fee} onClick={() => setCardOpen(true)}>
          PAY VIA CREDIT CARD
        </Button>
      </Stack>
      <Group>
        <Button variant="default" onClick={() => dispatch({ type: 'back' })}>
          Go Back
        </Button>
      </Group>
      {fee && ethOpen ? (
        <Suspense fallback={null}>
          <EthFeeModal redeemPublicPk={redeemPublicPk} amount={fee.redemptionPrice} onClose={() => setEthOpen(false)} onPaid={onPaid} />
        </Suspense>
      ) : null}
      {fee ? <CardFeeModal opened={cardOpen} onClose={() => setCardOpen(false)} redeemPublicPk={redeemPublicPk} amount={fee.redemptionPrice} onAuthorized={onAuthorized} /> : null}
    </Stack>
  );
}
