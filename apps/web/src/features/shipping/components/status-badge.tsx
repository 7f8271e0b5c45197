import { Badge } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ShippingStatus } from '../lib/shipping-rows';

export function StatusBadge({ status }: { status: ShippingStatus }) {
  const supported = status === 'Supported';
  return (
    <Badge
      variant="light"
      color={supported ? 'teal' : 'red'}
      radius="sm"
      size="md"
      tt="none"
      leftSection={supported ? <IconCheck size={12} stroke={3} /> : <IconX size={12} stroke={3} />}
    >
      {status}
    </Badge>
  );
}
