import { Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Announcement } from '@caskmark/shared/api/communication';
import { formatLongDate } from '@caskmark/shared/format/dates';
import classes from './announcement-card.module.css';

/** One announcement in the list: banner, date, title and summary, the whole card a link. */
export function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  return (
    <Link to={`/announcements/${announcement.slug}`} className={classes.card}>
      <div className={classes.media}>
        <img src={announcement.image} alt="" loading="lazy" />
      </div>
      <Stack gap={8} className={classes.body}>
        <Text fz="xs" c="cask.3" fw={600} tt="uppercase" style={{ letterSpacing: '0.08em' }}>
          <time dateTime={announcement.publishedAt}>{formatLongDate(announcement.publishedAt)}</time>
        </Text>
        <Title order={2} fz="lg" lh={1.3}>
          {announcement.title}
        </Title>
        <Text fz="sm" c="dark.1" lineClamp={3}>
          {announcement.summary}
        </Text>
      </Stack>
    </Link>
  );
}
