import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StaffProofOfFunds } from '@caskmark/shared/api/proof-of-funds';
import { countryName } from '@caskmark/shared/reference/countries';
import { ApiError } from '../../../lib/api-client';
import { openProofDocument } from '../api/proofs-of-funds';

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_COLOR = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;
const STATUS_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;
const KIND_LABEL = { bankStatement: 'Bank statement', photoId: 'Photo ID' } as const;

function kilobytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One document of a proof: opened from memory with the staff's token. */
function DocumentButton({ proof, file }: { proof: StaffProofOfFunds; file: StaffProofOfFunds['files'][number] }) {
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={2}>
      <Button
        size="xs"
        variant="default"
        loading={opening}
        aria-label={`View ${KIND_LABEL[file.fileType]} ${file.filename}`}
        onClick={async () => {
          setOpening(true);
          setError(null);
          try {
            await openProofDocument(proof.publicPk, file.publicPk);
          } catch (failure) {
            setError(failure instanceof ApiError ? failure.message : 'Could not open the document.');
          } finally {
            setOpening(false);
          }
        }}
      >
        {KIND_LABEL[file.fileType]} · {file.filename} ({kilobytes(file.bytes)})
      </Button>
      {error ? (
        <Text size="xs" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A proof of funds in the staff queue: who asked, for how much, their details, documents and the decision buttons. */
export function ProofOfFundsCard({ proof, onDecide }: { proof: StaffProofOfFunds; onDecide: (kind: 'approve' | 'reject') => void }) {
  const place = [proof.city, proof.state, proof.postcode, proof.country ? countryName(proof.country) : null].filter(Boolean).join(', ');
  return (
    <Paper withBorder p="md" radius="md" role="listitem" aria-label={`Proof of funds from @${proof.handler}`}>
      <Group justify="space-between" align="start" wrap="nowrap">
        <div>
          <Text fw={700} size="lg">
            {usd.format(proof.amountUsd)}
          </Text>
          <Text size="sm">
            @{proof.handler} · {proof.firstName} {proof.lastName}
          </Text>
        </div>
        <Badge color={STATUS_COLOR[proof.status]} variant="light" style={{ flexShrink: 0 }}>
          {STATUS_LABEL[proof.status]}
        </Badge>
      </Group>
      <Stack gap={2} mt="xs">
        <Text size="xs" c="dimmed">
          {proof.email ?? 'no e-mail'} · {proof.phone} · born {proof.dob}
        </Text>
        <Text size="xs" c="dimmed">
          {[proof.address, proof.addressLine].filter(Boolean).join(', ')} · {place}
        </Text>
        <Text size="xs" c="dimmed">
          Sent {dateTime.format(new Date(proof.createdAt))}
          {proof.reviewedAt ? ` · decided ${dateTime.format(new Date(proof.reviewedAt))}` : ''}
        </Text>
        {proof.rejectReason ? <Text size="xs">Reason: {proof.rejectReason}</Text> : null}
      </Stack>
      <Stack gap={6} mt="sm" aria-label="Documents">
        {proof.files.map((file) => (
          <DocumentButton key={file.publicPk} proof={proof} file={file} />
        ))}
      </Stack>
      {proof.status === 'pending' ? (
        <Group gap="xs" mt="md">
          <Button size="xs" color="green" onClick={() => onDecide('approve')}>
            Approve
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => onDecide('reject')}>
            Reject
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
