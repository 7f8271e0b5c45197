import { useState } from 'react';
import { FileButton, Group, Image, Button, Text, Stack } from '@mantine/core';
import { ApiError } from '../../../lib/api-client';
import { uploadMedia } from '../api/catalogue';

/** Uploads a file to the file store (checked by content and size on the server) and keeps its URL. */
export function MediaInput({ label, value, onChange, accept = 'image/png,image/jpeg,image/webp,image/gif' }: { label: string; value: string; onChange: (url: string) => void; accept?: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isVideo = /\.(mp4|webm)$/.test(value);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange((await uploadMedia(file)).url);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.messages[0] ?? caught.message : 'The upload failed.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm" align="center" wrap="nowrap">
        {value && !isVideo ? <Image src={value} alt="" w={56} h={56} fit="contain" radius="sm" bg="var(--mantine-color-default-hover)" /> : null}
        {value && isVideo ? <Text size="xs">Video uploaded</Text> : null}
        <FileButton onChange={upload} accept={accept}>
          {(props) => (
            <Button {...props} variant="default" size="xs" loading={busy} aria-label={`Upload ${label.toLowerCase()}`}>
              {value ? 'Replace' : 'Upload'}
            </Button>
          )}
        </FileButton>
        {value ? (
          <Button variant="subtle" size="xs" color="gray" onClick={() => onChange('')}>
            Remove
          </Button>
        ) : null}
      </Group>
      {error ? (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
