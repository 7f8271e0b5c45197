import { Stack, Text } from '@mantine/core';

/** Plain text from the API, one paragraph per blank-line-separated block (never parsed as HTML). */
export function Paragraphs({ text }: { text: string }) {
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <Stack gap="md">
      {blocks.map((block, index) => (
        <Text key={index} c="dark.1" lh={1.8} fz="md" style={{ whiteSpace: 'pre-line' }}>
          {block}
        </Text>
      ))}
    </Stack>
  );
}
