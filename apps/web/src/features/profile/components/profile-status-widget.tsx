import { ActionIcon, Paper, Progress, RingProgress, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown, IconChevronRight, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-session';
import {
  dismissProfileStatus,
  isMarketplaceExplored,
  isProfileStatusDismissed,
  markMarketplaceExplored,
  profileStatusHiddenOn,
  profileStatusSteps,
} from '../lib/profile-status';
import classes from './profile-status-widget.module.css';

/**
 * The Profile Status widget: the steps to a ready account. It waits as a small pill at the bottom left
 * (so it never hides the page) and opens on click; the × dismisses it for good.
 */
export default function ProfileStatusWidget() {
  const { user } = useAuth();
  const location = useLocation();
  const userPk = user?.publicPk ?? '';
  const [dismissed, setDismissed] = useState(() => isProfileStatusDismissed(userPk));
  const [explored, setExplored] = useState(() => isMarketplaceExplored(userPk));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setDismissed(isProfileStatusDismissed(userPk));
    setExplored(isMarketplaceExplored(userPk));
  }, [userPk]);

  // Reaching the marketplace by any way counts as exploring it.
  useEffect(() => {
    if (userPk && location.pathname.startsWith('/marketplace') && !explored) {
      markMarketplaceExplored(userPk);
      setExplored(true);
    }
  }, [location.pathname, userPk, explored]);

  if (!user || dismissed || profileStatusHiddenOn(location.pathname, location.search)) return null;
  const steps = profileStatusSteps(user, explored);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;

  const summary = `${done} of ${steps.length} done`;
  if (!open) {
    return (
      <UnstyledButton className={classes.pill} onClick={() => setOpen(true)} aria-expanded={false} aria-label={`Profile status, ${summary}`}>
        <RingProgress size={30} thickness={3} roundCaps sections={[{ value: (done / steps.length) * 100, color: 'cask' }]} />
        <span>
          <span className={classes.pillLabel}>Profile status </span>
          <span className={classes.pillCount}>
            {done}/{steps.length}
          </span>
        </span>
      </UnstyledButton>
    );
  }

  return (
    <Paper className={classes.widget} shadow="xl" withBorder role="complementary" aria-label="Profile status">
      <div className={classes.head}>
        <div>
          <Text className={classes.title}>Profile status</Text>
          <Text size="xs" c="dimmed">
            {summary}
          </Text>
        </div>
        <div className={classes.actions}>
          <ActionIcon variant="subtle" color="gray" aria-label="Collapse profile status" onClick={() => setOpen(false)}>
            <IconChevronDown size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label="Dismiss profile status"
            onClick={() => {
              dismissProfileStatus(user.publicPk);
              setDismissed(true);
            }}
          >
            <IconX size={16} />
          </ActionIcon>
        </div>
      </div>
      <Progress value={(done / steps.length) * 100} size="sm" color="cask" mb="sm" aria-hidden="true" />
      <Stack gap={4}>
        {steps.map((step) => (
          <UnstyledButton key={step.key} component={Link} to={step.to} className={classes.step} data-done={step.done || undefined} onClick={() => setOpen(false)}>
            <ThemeIcon size={22} radius="xl" variant={step.done ? 'filled' : 'light'} color={step.done ? 'green' : 'gray'}>
              {step.done ? <IconCheck size={14} /> : <span className={classes.dot} />}
            </ThemeIcon>
            <Text size="sm" className={classes.label}>
              {step.label}
            </Text>
            {step.done ? null : <IconChevronRight size={16} aria-hidden="true" />}
          </UnstyledButton>
        ))}
      </Stack>
    </Paper>
  );
}
