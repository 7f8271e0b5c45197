import { Accordion, ActionIcon, CopyButton, Group, Stack, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconLink } from '@tabler/icons-react';
import type { FaqGroup } from '../copy/faq-types';

interface FaqAccordionProps {
  groups: FaqGroup[];
  opened: string[];
  onChange: (opened: string[]) => void;
}

/** The FAQ groups as accordions; every answer has a copyable deep link to itself. */
export function FaqAccordion({ groups, opened, onChange }: FaqAccordionProps) {
  return (
    <Stack gap={40}>
      {groups.map((group) => (
        <Stack key={group.id} gap="md" component="section" id={group.id} style={{ scrollMarginTop: 88 }}>
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {group.title}
          </Title>
          <Accordion multiple value={opened} onChange={onChange} variant="separated" radius="md" order={3}>
            {group.entries.map((entry) => (
              <Accordion.Item key={entry.id} value={entry.id} id={entry.id} style={{ scrollMarginTop: 88 }}>
                <Accordion.Control fz="md" fw={600}>
                  {entry.question}
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="sm" c="dark.1" lh={1.7}>
                    {entry.answer}
                    <Group justify="flex-end">
                      <CopyButton value={`${window.location.origin}/faq#${entry.id}`} timeout={2000}>
                        {({ copied, copy }) => (
                          <Tooltip label={copied ? 'Link copied' : 'Copy link to this answer'} withArrow>
                            <ActionIcon
                              variant="subtle"
                              color={copied ? 'teal' : 'gray'}
                              onClick={copy}
                              aria-label="Copy link to this answer"
                            >
                              {copied ? <IconCheck size={16} /> : <IconLink size={16} />}
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </CopyButton>
                    </Group>
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        </Stack>
      ))}
    </Stack>
  );
}
