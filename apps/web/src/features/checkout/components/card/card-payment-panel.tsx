import { Alert, Button, Loader, Overlay, Portal, Stack, Stepper, Text, Title } from '@mantine/core';
import { CARD_CONNECT_ISSUE_MESSAGE } from '@caskmark/shared/api/payments';
import { CARD_STEPS, useCardPayment, type CardPaymentTarget } from '../../lib/use-card-payment';
import { useDeviceDataCollection } from '../../lib/use-device-data-collection';
import { formatCartUsd } from '../../lib/cart-money';
import { BillingInfoStep } from './billing-info-step';
import { CardDetailsStep, type CardBar } from './card-details-step';
import classes from './card-payment-view.module.css';

export interface CardPaymentPanelProps {
  target: CardPaymentTarget;
  /** The first step's buttons (the checkout bar in the cart drawer). */
  bar: CardBar;
}

/**
 * The card payment (spec part 2 §2 screen 5, §4 "Card payment"): Credit Card (a saved card, or the
 * PSP's hosted fields) → Billing Info (after 3-D Secure device collection) → Submit (the capture call,
 * the bank's verification frame when it asks, then the target's owner takes over). Used by the cart
 * drawer and by the redeem wizard's 'PAY VIA CREDIT CARD'.
 */
export function CardPaymentPanel({ target, bar }: CardPaymentPanelProps) {
  const flow = useCardPayment(target);
  const { collecting } = useDeviceDataCollection(flow.step >= 1 ? (flow.setup?.deviceDataCollectionUrl ?? null) : null);
  return (
    <Stack gap="md" className={classes.root}>
      {/* Adding a card: the dialog's title already says so; this line says what happens instead. */}
      {target.savesCardOnly ? (
        <Text size="sm" c="dimmed">
          Your bank checks the card and it is saved to your account. Nothing is charged.
        </Text>
      ) : (
        <Text fw={600}>Pay {formatCartUsd(target.amount)} by credit card</Text>
      )}
      <Stepper active={flow.step} size="xs" color="cask" allowNextStepsSelect={false} wrap={false} aria-label="Card payment steps">
        {CARD_STEPS.map((label) => (
          <Stepper.Step key={label} label={label} />
        ))}
      </Stepper>
      {flow.error ? (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => flow.setError(null)}>
          {flow.error}
        </Alert>
      ) : null}
      {flow.step === 0 ? <CardDetailsStep target={target} bar={bar} busy={flow.busy} onTokenized={flow.tokenized} onPayWithSaved={flow.payWithSaved} /> : null}
      {flow.step === 1 && flow.setup ? (
        <>
          {/* 3-D Secure device data collection: invisible, reported by postMessage. */}
          <iframe src={flow.setup.deviceDataCollectionUrl} title="Device data collection" className={classes.hiddenFrame} aria-hidden="true" tabIndex={-1} />
          {collecting ? (
            <Stack align="center" py="lg" gap="xs">
              <Loader color="cask" size="sm" />
              <Text size="sm" c="dimmed">
                Preparing a secure payment…
              </Text>
            </Stack>
          ) : (
            <BillingInfoStep busy={flow.busy} serverErrors={flow.billingErrors} initial={flow.billingAddress} onSubmit={flow.submitBilling} onBack={flow.back} amount={target.amount} submitLabel={target.savesCardOnly ? 'Save card' : undefined} />
          )}
        </>
      ) : null}
      {flow.step === 2 ? (
        flow.challenge ? (
          <Stack gap="xs">
            <Text fw={600}>{target.savesCardOnly ? 'Verify this card with your bank' : 'Verify this payment with your bank'}</Text>
            <iframe src={flow.challenge.stepUpUrl} title="Card verification" className={classes.challengeFrame} />
          </Stack>
        ) : (
          <Stack align="center" py="lg" gap="xs">
            <Loader color="cask" size="sm" />
            <Text size="sm" c="dimmed">
              Submitting your payment…
            </Text>
          </Stack>
        )
      ) : null}
      {flow.overlay !== null ? (
        <Portal>
          <Overlay fixed zIndex={500} backgroundOpacity={0.94} color="#110e0c" center>
          <Stack align="center" gap="md" maw={420} p="lg" role="alertdialog" aria-labelledby="card-issue-title" aria-describedby="card-issue-detail">
            <Title order={2} id="card-issue-title" ta="center" size="h3">
              {CARD_CONNECT_ISSUE_MESSAGE}
            </Title>
            <Text id="card-issue-detail" ta="center" c="dimmed">
              {flow.overlay}
            </Text>
            <Button onClick={flow.startOver} size="md">
              Start Over
            </Button>
          </Stack>
          </Overlay>
        </Portal>
      ) : null}
    </Stack>
  );
}
