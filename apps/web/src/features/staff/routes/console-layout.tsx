import { Container, NavLink, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-session';
import { usePageMeta } from '../../../components/page-meta';
import { RequireConsole } from '../components/require-staff';
import { CONSOLE_SECTIONS, sectionsFor } from '../console-nav';
import classes from './console-layout.module.css';

/**
 * /staff: the console's frame — its sections on the side (on top on small screens) and the page.
 * Staff see every section; a brand group member the catalogue sections (decision 290).
 */
export default function ConsoleLayout() {
  return (
    <RequireConsole>
      <ConsoleFrame />
    </RequireConsole>
  );
}

function ConsoleFrame() {
  const location = useLocation();
  const { user } = useAuth();
  const sections = sectionsFor(user?.groups);
  const isStaff = user?.groups?.includes('staff') ?? false;
  const title = isStaff ? 'Staff console' : 'Producer console';
  usePageMeta({ title });
  const home = sections[0]!.path;
  const staffSection = CONSOLE_SECTIONS.find((section) => section.staffOnly && location.pathname.startsWith(section.path));
  // Staff land on the audit log (the index); a producer on their first section, and never on a staff queue.
  const atIndex = location.pathname === '/staff' || location.pathname === '/staff/';
  if (!isStaff && (atIndex || staffSection)) return <Navigate to={home} replace />;
  return (
    <Container size="xl" py="xl" className={classes.frame}>
      <nav aria-label="Console sections" className={classes.nav}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        <Stack gap={4} className={classes.links}>
          {sections.map((section) => (
            <NavLink
              key={section.path}
              component={Link}
              to={section.path}
              label={section.label}
              active={location.pathname === section.path || location.pathname.startsWith(`${section.path}/`) || (atIndex && section === sections[0])}
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
