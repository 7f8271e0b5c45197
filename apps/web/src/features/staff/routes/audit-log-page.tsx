import { Alert, Code, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { AuditEntry } from '@caskmark/shared/api/staff';
import { AUDIT_LOG_PAGE_SIZE, useAuditLog } from '../api/get-audit-log';
import classes from './audit-log-page.module.css';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Before → after of one row, compactly; the full JSON is one click away. */
function Change({ entry }: { entry: AuditEntry }) {
  if (entry.before === null && entry.after === null) return null;
  return (
    <details className={classes.change}>
      <summary>View change</summary>
      <Code block className={classes.json}>
        {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
      </Code>
    </details>
  );
}

function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <Text size="sm">{entry.actorHandler ? `@${entry.actorHandler}` : 'System'}</Text>
      {entry.actorIp ? (
        <Text size="xs" c="dimmed">
          {entry.actorIp}
        </Text>
      ) : null}
    </>
  );
}

/** Under 700 px each action is a card: the table's six columns do not fit a phone. */
function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <Stack gap="sm" role="list" aria-label="Audit log">
      {entries.map((entry) => (
        <Paper key={entry.publicPk} withBorder p="sm" radius="md" role="listitem">
          <Group justify="space-between" align="start" wrap="nowrap">
            <Code className={classes.action}>{entry.action}</Code>
            <Text size="xs" c="dimmed" ta="right">
              {dateTime.format(new Date(entry.createdAt))}
            </Text>
          </Group>
          <Group gap="xs" mt={6}>
            <Actor entry={entry} />
          </Group>
          <Text size="sm" mt={6}>
            {entry.subjectType}{' '}
            <Text span size="xs" c="dimmed" className={classes.pk}>
              {entry.subjectPk}
            </Text>
          </Text>
          {entry.reason ? (
            <Text size="sm" mt={4}>
              Reason: {entry.reason}
            </Text>
          ) : null}
          <Change entry={entry} />
        </Paper>
      ))}
    </Stack>
  );
}

/** /staff/audit-log: every staff and producer action, filterable by action, actor and subject. */
export default function AuditLogPage() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const [subjectPk, setSubjectPk] = useState('');
  const [filters] = useDebouncedValue({ action: action.trim(), actor: actor.trim(), subjectPk: subjectPk.trim() }, 300);
  const log = useAuditLog({ page, ...filters });
  const narrow = useMediaQuery('(max-width: 700px)');
  const pages = Math.max(1, Math.ceil((log.data?.count ?? 0) / AUDIT_LOG_PAGE_SIZE));
  const onFilter = (set: (value: string) => void) => (event: React.ChangeEvent<HTMLInputElement>) => {
    set(event.currentTarget.value);
    setPage(1);
  };
  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>Audit log</Title>
        <Text c="dimmed" size="sm">
          Written in the same transaction as each change; rows can never be edited or deleted.
        </Text>
      </div>
      <Group grow align="end" className={classes.filters}>
        <TextInput label="Action" placeholder="wire. or wire.confirm" value={action} onChange={onFilter(setAction)} />
        <TextInput label="Actor" placeholder="@handler" value={actor} onChange={onFilter(setActor)} />
        <TextInput label="Subject" placeholder="publicPk" value={subjectPk} onChange={onFilter(setSubjectPk)} />
      </Group>
      {log.isError ? (
        <Alert color="red" variant="light">
          Oops! Something went wrong. Please try again later
        </Alert>
      ) : null}
      {log.isSuccess && log.data.results.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No actions recorded{filters.action || filters.actor || filters.subjectPk ? ' for these filters' : ' yet'}.
        </Text>
      ) : null}
      {log.data?.results.length && narrow ? <AuditCards entries={log.data.results} /> : null}
      {log.data?.results.length && !narrow ? (
        <div className={classes.scroller}>
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Audit log">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>Action</Table.Th>
                <Table.Th>Subject</Table.Th>
                <Table.Th>Reason</Table.Th>
                <Table.Th>Change</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {log.data.results.map((entry) => (
                <Table.Tr key={entry.publicPk}>
                  <Table.Td className={classes.nowrap}>{dateTime.format(new Date(entry.createdAt))}</Table.Td>
                  <Table.Td>
                    <Actor entry={entry} />
                  </Table.Td>
                  <Table.Td>
                    <Code className={classes.action}>{entry.action}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.subjectType}</Text>
                    <Text size="xs" c="dimmed" className={classes.pk}>
                      {entry.subjectPk}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{entry.reason ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>{entry.before === null && entry.after === null ? '—' : <Change entry={entry} />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      ) : null}
      {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} aria-label="Audit log pages" /> : null}
    </Stack>
  );
}
