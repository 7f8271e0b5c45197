import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** An in-app link inside running text, so navigation stays client-side. */
export function InlineLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} c="cask.3" underline="always" fz="inherit">
      {children}
    </Anchor>
  );
}
