import { Container, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { RequireStaff } from '../components/require-staff';
import { CONSOLE_SECTIONS } from '../console-nav';
import classes from './console-layout.module.css';

/** /staff: the staff console's frame — its sections on the side (on top on small screens) and the page. */
export default function ConsoleLayout() {
  return (
    <RequireStaff>
      <ConsoleFrame />
    </RequireStaff>
  );
}

function ConsoleFrame() {
  const location = useLocation();
  usePageMeta({ title: 'Staff console' });
  return (
    <Container size="xl" py="xl" className={classes.frame}>
      <nav aria-label="Console sections" className={classes.nav}>
        <Title order={1} className={classes.title}>
          Staff console
        </Title>
        <Stack gap={4} className={classes.links}>
          {CONSOLE_SECTIONS.map((section) => (
            <NavLink
              key={section.path}
              component={Link}
              to={section.path}
              label={section.label}
              active={location.pathname === section.path || (location.pathname === '/staff' && section === CONSOLE_SECTIONS[0])}
              className={classes.link}
            />
          ))}
        </Stack>
        <Text size="xs" c="dimmed" className={classes.hint}>
          Every action here is recorded in the audit log.
        </Text>
      </nav>
      <section className={classes.main} aria-label="Console page">
        <Outlet />
      </section>
    </Container>
  );
}
