import { Container, Text, Title } from '@mantine/core';
import { usePageMeta } from '../../../components/page-meta';
import { LazyHistoryTable } from '../components/lazy-history-table';
import classes from './marketplace-page.module.css';

const SITE_WIDE = {};

/** /activity: every sale, gift, transfer and redemption on Caskmark, newest first. */
export default function ActivityPage() {
  usePageMeta({ title: 'Activity', description: 'Every sale, gift, transfer and redemption on Caskmark, as it happens.' });
  return (
    <Container size="xl" py="xl" className={classes.page}>
      <header className={classes.header}>
        <div>
          <Text className={classes.eyebrow}>Site-wide history</Text>
          <Title order={1} className={classes.title}>
            Activity
          </Title>
          <Text c="dimmed" mt={6} maw={620}>
            Every mint, sale, gift, transfer and redemption across the marketplace, newest first.
          </Text>
        </div>
      </header>
      <LazyHistoryTable scope={SITE_WIDE} ordering="-created_at" showNameSearch eager />
    </Container>
  );
}
