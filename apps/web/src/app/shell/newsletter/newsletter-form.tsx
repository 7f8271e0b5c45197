import { Button, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_SUCCESS_MESSAGE, SITE_NEWSLETTER_PARTNER } from '@caskmark/shared/api/communication';
import { EMAIL_VALIDATING_MESSAGE, NewsletterFormSchema } from '@caskmark/shared/forms/email';
import { ApiError } from '../../../lib/api-client';
import { useSubscribeToNewsletter } from '../../../lib/api/subscribe-newsletter';
import classes from './newsletter-form.module.css';

/** Spec part 1 §9: newsletter submit debounce 500 ms. */
export const NEWSLETTER_SUBMIT_DEBOUNCE_MS = 500;

export interface NewsletterFormProps {
  layout?: 'inline' | 'stacked';
  partner?: string;
  /** Called after a successful (or already existing) sign-up. */
  onSubscribed?: () => void;
  autoFocus?: boolean;
}

/** E-mail sign-up used by the footer, the newsletter modal and the mobile menu. */
export default function NewsletterForm({ layout = 'inline', partner = SITE_NEWSLETTER_PARTNER, onSubscribed, autoFocus }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [validating, setValidating] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const subscribe = useSubscribeToNewsletter();
  const inputId = useId();

  useEffect(() => () => clearTimeout(timer.current), []);

  const send = () => {
    setValidating(false);
    const parsed = NewsletterFormSchema.safeParse({ email, partner });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    subscribe.mutate(
      parsed.data,
      {
        onSuccess: () => {
          setDone(true);
          onSubscribed?.();
        },
        onError: (cause) => {
          const messages = cause instanceof ApiError ? [...cause.fieldMessages('email'), ...cause.messages] : [];
          setError(messages[0] ?? 'Oops, something went wrong!');
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (subscribe.isPending) return;
    // Repeated clicks within the debounce window send one request.
    clearTimeout(timer.current);
    setError(undefined);
    setValidating(true);
    timer.current = setTimeout(send, NEWSLETTER_SUBMIT_DEBOUNCE_MS);
  };

  if (done) {
    return (
      <p className={classes.success} role="status">
        <IconCircleCheck size={22} stroke={1.8} aria-hidden="true" />
        {NEWSLETTER_SUCCESS_MESSAGE}
      </p>
    );
  }

  const busy = validating || subscribe.isPending;
  return (
    <form className={classes.form} data-layout={layout} onSubmit={onSubmit} noValidate>
      <TextInput
        id={inputId}
        className={classes.input}
        type="email"
        autoComplete="email"
        aria-label="Email address"
        placeholder="Your email address"
        size="md"
        radius="xl"
        value={email}
        onChange={(event) => {
          setEmail(event.currentTarget.value);
          if (error) setError(undefined);
        }}
        error={error}
        // The spec's 'while checking': the debounce, then the server's deliverability check.
        description={busy ? EMAIL_VALIDATING_MESSAGE : undefined}
        data-autofocus={autoFocus || undefined}
      />
      <Button type="submit" size="md" radius="xl" loading={busy} className={classes.submit}>
        Subscribe
      </Button>
    </form>
  );
}
