import { Anchor, Button, Checkbox, Group, List, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

export interface RedeemInfoStepProps {
  onConfirm: () => void;
  onNo: () => void;
}

/** Step 1, RedeemInfo (spec part 1 §2): what redeeming does, the terms tickbox, I CONFIRM, No, Cancel. */
export function RedeemInfoStep({ onConfirm, onNo }: RedeemInfoStepProps) {
  const [accepted, setAccepted] = useState(false);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Redeem your bottle
      </Title>
      <Text>Redeeming turns your NFT into the physical bottle: we ship it to you, or hold it for you at an airport before an international flight.</Text>
      <List spacing="xs" size="sm">
        <List.Item>Your NFT is burned on the blockchain and leaves your collection for good.</List.Item>
        <List.Item>The edition number may not match the number on the bottle.</List.Item>
        <List.Item>This action cannot be undone.</List.Item>
        <List.Item>Shipping is paid by you, computed from where the bottle goes; customs and duties are the buyer's responsibility.</List.Item>
      </List>
      <Checkbox
        checked={accepted}
        onChange={(event) => setAccepted(event.currentTarget.checked)}
        label={
          <>
            I agree to the{' '}
            <Anchor component={Link} to="/terms-of-service" target="_blank" rel="noopener">
              Terms of Service
            </Anchor>{' '}
            and understand that my NFT will be burned
          </>
        }
      />
      <Group gap="sm" mt="xs">
        <Button color="cask" disabled={!accepted} onClick={onConfirm}>
          I CONFIRM
        </Button>
        <Button variant="default" onClick={onNo}>
          No
        </Button>
        <Button component={Link} to="/vault" variant="subtle" color="gray">
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
