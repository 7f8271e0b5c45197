import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { PROOF_OF_FUNDS_SUCCESS_MESSAGE } from '@caskmark/shared/forms/proof-of-funds';
import { useProofOfFunds } from '../../auctions/api/get-proof-of-funds';
import { downloadProofDocument } from '../api/download-proof-document';
import { preApprovalTag } from '../lib/proof-status';
import { ProofOfFundsFormView } from './proof-of-funds-form';

export const PRE_APPROVAL_TITLE = 'INCREASE BID PRE-APPROVAL';

/**
 * The proof-of-funds entry point of the bid drawers (spec part 1 §2, §4): 'INCREASE BID PRE-APPROVAL'
 * with the latest request's status tag (green approved, yellow otherwise; polled every 5 s while
 * pending, when the button is disabled). The modal holds the form; on success it closes with §8's text.
 */
export function PreApproval() {
  const proof = useProofOfFunds();
  const [opened, setOpened] = useState(false);
  const tag = preApprovalTag(proof.data);
  return (
    <Stack gap={4}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Button variant="subtle" size="compact-sm" px={0} onClick={() => setOpened(true)} disabled={!proof.isSuccess || (tag !== null && !tag.canRequest)}>
          {PRE_APPROVAL_TITLE}
        </Button>
        {tag ? (
          <Badge color={tag.color} variant="light" aria-label={`Pre-approval status: ${tag.label}`} style={{ flexShrink: 0 }}>
            {tag.label}
          </Badge>
        ) : null}
      </Group>
      {tag?.detail ? (
        <Text size="xs" c="dimmed">
          {tag.detail}
        </Text>
      ) : null}
      {proof.data?.files.length ? (
        <Text size="xs" c="dimmed">
          Your documents:{' '}
          {proof.data.files.map((file, index) => (
            <span key={file.publicPk}>
              {index > 0 ? ', ' : null}
              <Anchor component="button" type="button" size="xs" onClick={() => void downloadProofDocument(proof.data!.publicPk, file).catch(() => notifications.show({ color: 'red', message: 'We could not download that document. Please try again.' }))}>
                {file.filename}
              </Anchor>
            </span>
          ))}
        </Text>
      ) : null}
      <Modal opened={opened} onClose={() => setOpened(false)} title={PRE_APPROVAL_TITLE} size="lg" centered styles={{ title: { fontWeight: 600, letterSpacing: '0.06em' } }}>
        {opened ? (
          <ProofOfFundsFormView
            previous={proof.data ?? null}
            onCancel={() => setOpened(false)}
            onDone={() => {
              setOpened(false);
              notifications.show({ color: 'green', message: PROOF_OF_FUNDS_SUCCESS_MESSAGE, autoClose: 8_000 });
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
