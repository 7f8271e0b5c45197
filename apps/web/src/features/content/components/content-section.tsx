import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface ContentSectionProps {
  id?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One titled band of a content page; `id` makes it a deep-link target. */
export function ContentSection({ id, title, intro, children }: ContentSectionProps) {
  return (
    <Container size="lg" component="section" id={id} py={48} style={{ scrollMarginTop: 88 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={2} fz={{ base: 26, sm: 30 }}>
            {title}
          </Title>
          {intro ? (
            <Text c="dark.1" maw={720}>
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
