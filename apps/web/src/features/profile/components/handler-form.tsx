import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAt, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { HandlerSchema } from '@caskmark/shared/api/account';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-session';
import { useHandlerSearch } from '../api/search-handler';
import { useUpdateHandler } from '../api/update-handler';

/** Spec part 2 §8. */
export const HANDLER_SIGNED_OUT_MESSAGE = 'You must be logged in to change a handler.';
const SEARCH_DEBOUNCE_MS = 300;

/** Change the @handler: the shared rules as you type, availability from the server, then SAVE. */
export function HandlerForm({ current }: { current: string }) {
  const { status } = useAuth();
  const [value, setValue] = useState(current);
  const [serverError, setServerError] = useState<string>();
  const update = useUpdateHandler();
  const parsed = HandlerSchema.safeParse(value);
  const normalised = parsed.success ? parsed.data : value.trim().toLowerCase();
  const changed = normalised !== current.toLowerCase();
  const [debounced] = useDebouncedValue(parsed.success && changed ? normalised : '', SEARCH_DEBOUNCE_MS);
  const search = useHandlerSearch(debounced);
  const localError = value.trim() && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  const searchedNow = search.data?.handler === normalised;
  const takenError = searchedNow && search.data && !search.data.available ? (search.data.reason ?? undefined) : undefined;
  const error = serverError ?? localError ?? takenError;
  const available = changed && searchedNow && search.data?.available;

  if (status !== 'signed-in') return <Text c="red">{HANDLER_SIGNED_OUT_MESSAGE}</Text>;

  const save = () => {
    if (!parsed.success || !changed) return;
    setServerError(undefined);
    update.mutate(parsed.data, {
      onSuccess: ({ handler }) => {
        setValue(handler);
        notifications.show({ color: 'green', message: `Your handler is now @${handler}` });
      },
      onError: (cause) => {
        if (cause instanceof ApiError && cause.status === 401) setServerError(HANDLER_SIGNED_OUT_MESSAGE);
        else setServerError(cause instanceof ApiError ? (cause.fieldMessages('handler')[0] ?? cause.messages[0]) : undefined);
      },
    });
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
      noValidate
    >
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Handler"
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setServerError(undefined);
          }}
          leftSection={<IconAt size={16} aria-hidden="true" />}
          rightSection={search.isFetching ? <Loader size={16} /> : available ? <IconCheck size={16} color="var(--mantine-color-green-5)" aria-label="Available" /> : null}
          error={error}
          description={available ? 'This handler is available' : '3 to 30 of a-z, 0-9, _ and -'}
          autoComplete="off"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={30}
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" mt={25} disabled={!changed || !!error || !parsed.success} loading={update.isPending}>
          SAVE
        </Button>
      </Group>
    </form>
  );
}
