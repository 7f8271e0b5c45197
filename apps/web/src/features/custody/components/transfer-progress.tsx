import { Alert, Anchor, Button, List, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconLoader2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { TRANSFER_COMPLETE_STEP, transferProgressPercent, transferStepLabel } from '@caskmark/shared/rules/custodial-transfer';
import { TRANSFER_MESSAGES } from '../lib/transfer-messages';
import classes from './transfer-nft-dialog.module.css';

function StepIcon({ state }: { state: 'done' | 'current' | 'todo' }) {
  if (state === 'done') {
    return (
      <ThemeIcon color="green" variant="light" radius="xl" size={26}>
        <IconCircleCheck size={18} aria-hidden="true" />
      </ThemeIcon>
    );
  }
  return (
    <ThemeIcon color={state === 'current' ? 'cask' : 'gray'} variant="light" radius="xl" size={26}>
      {state === 'current' ? <IconLoader2 size={16} className={classes.spin} aria-hidden="true" /> : <IconCircleDashed size={16} aria-hidden="true" />}
    </ThemeIcon>
  );
}

/**
 * transferInProgress and transferComplete: the four steps with a progress bar at (step − 1) / 4,
 * and at the end everything checked, the success text and MY COLLECTION.
 */
export function TransferProgress({
  step,
  complete,
  transactionHash,
  explorerUrl,
  creatingWallet = false,
  successText = TRANSFER_MESSAGES.succeeded,
}: {
  step: number;
  complete: boolean;
  transactionHash: string | null;
  explorerUrl?: string | null;
  /** Step 1 reads 'Creating a wallet' when a new vault is made for the NFT (spec part 2 §4). */
  creatingWallet?: boolean;
  successText?: string;
}) {
  const percent = complete ? 100 : transferProgressPercent(step);
  const steps = Array.from({ length: TRANSFER_COMPLETE_STEP }, (_, index) => index + 1);
  return (
    <Stack gap="md">
      {complete ? (
        <Alert color="green" variant="light" role="status" icon={<IconCircleCheck size={18} />}>
          {successText}
        </Alert>
      ) : (
        <Alert color="yellow" variant="light" role="status">
          {TRANSFER_MESSAGES.leaveWarning}
        </Alert>
      )}
      <div>
        <Progress value={percent} color={complete ? 'green' : 'cask'} size="lg" radius="xl" animated={!complete} aria-label="Transfer progress" />
        <Text size="xs" c="dimmed" mt={6} ta="right">
          {Math.round(percent)}%
        </Text>
      </div>
      <List spacing="sm" listStyleType="none" className={classes.steps} aria-label="Transfer steps">
        {steps.map((number) => {
          const state = complete || number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <List.Item key={number} icon={<StepIcon state={state} />} data-state={state}>
              <Text size="sm" fw={state === 'todo' ? 400 : 600} c={state === 'todo' ? 'dimmed' : undefined}>
                {transferStepLabel(number, creatingWallet)}
              </Text>
            </List.Item>
          );
        })}
      </List>
      {transactionHash ? (
        explorerUrl ? (
          <Anchor href={`${explorerUrl}/tx/${transactionHash}`} target="_blank" rel="noreferrer" size="sm" c="cask.3">
            View the transaction
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed" ff="monospace" className={classes.hash}>
            Transaction {transactionHash}
          </Text>
        )
      ) : null}
      {complete ? (
        <Button component={Link} to="/vault" size="md">
          {TRANSFER_MESSAGES.myCollection}
        </Button>
      ) : null}
    </Stack>
  );
}
