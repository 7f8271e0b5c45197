import { Group, Stack, Text, Title } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Giveaway } from '@caskmark/shared/api/communication';
import { Countdown } from '../../../components/countdown';
import classes from './announcement-card.module.css';
import { GiveawayStatusBadge } from './giveaway-status-badge';

/** A giveaway in the list: banner, status, prize and the time left, the whole card a link. */
export function GiveawayCard({ giveaway }: { giveaway: Giveaway }) {
  const opens = giveaway.status === 'upcoming';
  return (
    <Link to={`/giveaways/${giveaway.slug}`} className={classes.card}>
      <div className={classes.media}>
        <img src={giveaway.image} alt="" loading="lazy" />
      </div>
      <Stack gap="sm" className={classes.body}>
        <GiveawayStatusBadge status={giveaway.status} />
        <Title order={2} fz="lg" lh={1.3}>
          {giveaway.title}
        </Title>
        <Text fz="sm" c="dark.1" lineClamp={2}>
          {giveaway.summary}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconGift size={16} color="var(--mantine-color-cask-3)" />
          <Text fz="sm" c="dark.0" fw={500} lineClamp={1}>
            {giveaway.prize}
          </Text>
        </Group>
        {giveaway.status === 'closed' ? null : (
          <Stack gap={4} mt="auto">
            <Text fz="xs" c="dark.2" tt="uppercase" fw={600} style={{ letterSpacing: '0.08em' }}>
              {opens ? 'Opens in' : 'Ends in'}
            </Text>
            <Countdown to={opens ? giveaway.startDate : giveaway.endDate} size="sm" label={opens ? 'Opens in' : 'Ends in'} />
          </Stack>
        )}
      </Stack>
    </Link>
  );
}
