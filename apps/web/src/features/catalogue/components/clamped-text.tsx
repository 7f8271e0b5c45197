import { UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import classes from './clamped-text.module.css';

/** Texts longer than this many characters start folded; shorter ones always fit in the clamp. */
const FOLD_AFTER_CHARACTERS = 260;

/**
 * A long description folded to four lines with 'Read more'. The clamp is pure CSS and the decision to
 * offer the button is by length, so nothing is measured while the page lays out (Mantine's Spoiler
 * measures, and cost a long task on the release page).
 */
export function ClampedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const foldable = text.length > FOLD_AFTER_CHARACTERS;
  return (
    <div>
      <p className={classes.text} data-clamped={(foldable && !open) || undefined}>
        {text}
      </p>
      {foldable ? (
        <UnstyledButton className={classes.toggle} onClick={() => setOpen((value) => !value)} aria-expanded={open}>
          {open ? 'Show less' : 'Read more'}
        </UnstyledButton>
      ) : null}
    </div>
  );
}
