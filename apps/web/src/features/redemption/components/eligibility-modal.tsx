import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { RedeemEligibility } from '@caskmark/shared/api/redemption';
import { formatLongDate } from '@caskmark/shared/format/dates';

/**
 * Redeem needs a verified communication e-mail and redeemAfter in the past (spec part 1 §5); otherwise
 * a modal says what is missing, with the way to fix it. It cannot be dismissed into the wizard.
 */
export function EligibilityModal({ eligibility }: { eligibility: RedeemEligibility }) {
  const refusals = eligibility.refusals;
  const needsEmail = refusals.some((refusal) => refusal.code === 'email_not_verified');
  return (
    <Modal opened={refusals.length > 0} onClose={() => undefined} withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false} title="Before you redeem" centered>
      <Stack gap="md">
        <List spacing="xs" size="sm">
          {refusals.map((refusal) => (
            <List.Item key={refusal.code}>
              {refusal.message}
              {refusal.code === 'not_yet_redeemable' && eligibility.redeemAfter ? ` Redeemable from ${formatLongDate(eligibility.redeemAfter)}.` : ''}
            </List.Item>
          ))}
        </List>
        {needsEmail ? <Text size="sm" c="dimmed">Add or verify your e-mail in your settings, then come back to this page.</Text> : null}
        <Group justify="flex-end">
          <Button component={Link} to="/vault" variant="default">
            Back to collection
          </Button>
          {needsEmail ? (
            <Button component={Link} to="/profile?page=settings" color="cask">
              Verify my e-mail
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
