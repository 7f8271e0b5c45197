import { Button, Group, Progress, Text } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { useMintProgress, useStartMint } from '../api/catalogue';

/** Starts a pack's mint job and shows its progress (polled while it runs). */
export function MintControl({ packPk, packName }: { packPk: string; packName: string }) {
  const progress = useMintProgress(packPk);
  const start = useStartMint(packPk);
  const data = progress.data;
  const percent = data && data.total > 0 ? Math.round((data.minted / data.total) * 100) : 0;
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      {!data || data.status === 'not_started' ? (
        <Button size="xs" onClick={() => start.mutate()} loading={start.isPending} aria-label={`Mint ${packName}`}>
          Mint
        </Button>
      ) : null}
      {data && data.status !== 'not_started' ? (
        <div style={{ minWidth: 140, flex: 1 }}>
          <Progress value={data.status === 'done' ? 100 : percent} color={data.status === 'failed' ? 'red' : data.status === 'done' ? 'green' : 'blue'} aria-label={`Mint progress of ${packName}`} />
          <Text size="xs" c={data.status === 'failed' ? 'red' : 'dimmed'} mt={2}>
            {data.status === 'done' ? `Minted ${data.minted} of ${data.total}` : data.status === 'failed' ? (data.error ?? 'The mint failed.') : `Minting… ${data.minted} of ${data.total || '…'}`}
          </Text>
        </div>
      ) : null}
      {start.error ? (
        <Text size="xs" c="red" role="alert">
          {start.error instanceof ApiError ? start.error.message : 'The mint could not start.'}
        </Text>
      ) : null}
    </Group>
  );
}
