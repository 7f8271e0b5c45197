import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** On a shuffle's release page: where to deposit (decision 362). */
export function ShuffleLink({ releasePublicPk, open }: { releasePublicPk: string; open: boolean }) {
  return (
    <Group mt="lg" gap="md">
      <Button component={Link} to={`/shuffle?releasePublicPk=${releasePublicPk}`} disabled={!open}>
        JOIN THE SHUFFLE
      </Button>
      <Text size="sm" c="dimmed">
        {open ? 'Deposit now; the bottles are drawn among the deposits at the close.' : 'This shuffle is closed.'}
      </Text>
    </Group>
  );
}
