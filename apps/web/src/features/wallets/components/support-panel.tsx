import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '../../../app/shell/contact';

const SUBJECT = encodeURIComponent('Connecting my wallet to Caskmark');

/**
 * 'Don't see your wallet?' opens live chat in the spec; Caskmark has no chat vendor, so the tile
 * opens this panel with an e-mail to support prefilled and a link to Get in touch (decision 102).
 */
export function SupportPanel({ onBack }: { onBack: () => void }) {
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        Don&apos;t see your wallet?
      </Title>
      <Text size="sm" c="dimmed">
        Tell us which wallet you use and our support team will help you connect it, usually within one business day. Any wallet that
        works with Ethereum can hold your Caskmark NFTs.
      </Text>
      <Button component="a" href={`mailto:${SUPPORT_EMAIL}?subject=${SUBJECT}`} leftSection={<IconMail size={18} aria-hidden="true" />}>
        Email {SUPPORT_EMAIL}
      </Button>
      <Text size="sm" c="dimmed">
        Prefer another channel?{' '}
        <Anchor component={Link} to="/get-in-touch" c="cask.3">
          Get in touch
        </Anchor>
      </Text>
      <Button variant="subtle" color="gray" onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden="true" />}>
        Back to wallets
      </Button>
    </Stack>
  );
}
