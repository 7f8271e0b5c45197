import { Button, Group, Text } from '@mantine/core';
import { IconBrandTelegram, IconBrandX, IconCopy } from '@tabler/icons-react';
import { showCheckoutToast } from '../lib/checkout-toast';

/** The share popup's actions (spec part 1 §2): Tweet, Telegram, copy link ('Copied'). */
export function SharePanel({ url, text }: { url: string; text: string }) {
  const tweet = `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`;
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`;
  return (
    <div>
      <Text size="sm" fw={600} mb={6}>
        Share
      </Text>
      <Group gap="xs">
        <Button component="a" href={tweet} target="_blank" rel="noreferrer" variant="default" size="xs" leftSection={<IconBrandX size={14} aria-hidden="true" />}>
          Tweet
        </Button>
        <Button component="a" href={telegram} target="_blank" rel="noreferrer" variant="default" size="xs" leftSection={<IconBrandTelegram size={14} aria-hidden="true" />}>
          Telegram
        </Button>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconCopy size={14} aria-hidden="true" />}
          onClick={() =>
            void navigator.clipboard
              .writeText(url)
              .then(() => showCheckoutToast('green', 'Copied'))
              .catch(() => showCheckoutToast('red', 'Could not copy the link'))
          }
        >
          Copy link
        </Button>
      </Group>
    </div>
  );
}
