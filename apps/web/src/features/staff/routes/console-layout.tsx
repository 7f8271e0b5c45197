import { Burger, Container, Drawer, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth-session';
import { usePageMeta } from '../../../components/page-meta';
import { RequireConsole } from '../components/require-staff';
import { CONSOLE_SECTIONS, sectionsFor, type ConsoleSection } from '../console-nav';
import classes from './console-layout.module.css';

/**
 * /staff: the console's frame — its sections in a side column (narrower below 1100 px), in a
 * drawer behind a menu button on a phone (decision 300), and the page. Staff see every section; a
 * brand group member the catalogue sections (decision 290).
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
  const [menuOpen, menu] = useDisclosure(false);
  const sections = sectionsFor(user?.groups);
  const isStaff = user?.groups?.includes('staff') ?? false;
  const title = isStaff ? 'Staff console' : 'Producer console';
  usePageMeta({ title });
  const home = sections[0]!.path;
  const staffSection = CONSOLE_SECTIONS.find((section) => section.staffOnly && location.pathname.startsWith(section.path));
  // Staff land on the audit log (the index); a producer on their first section, and never on a staff queue.
  const atIndex = location.pathname === '/staff' || location.pathname === '/staff/';
  const isActive = (section: ConsoleSection) => location.pathname === section.path || location.pathname.startsWith(`${section.path}/`) || (atIndex && section === sections[0]);
  const current = sections.find(isActive);
  const closeMenu = menu.close;
  useEffect(() => closeMenu(), [location.pathname, closeMenu]);
  if (!isStaff && (atIndex || staffSection)) return <Navigate to={home} replace />;
  const links = (
    <Stack gap={4} className={classes.links}>
      {sections.map((section) => (
        <NavLink key={section.path} component={Link} to={section.path} label={section.label} active={isActive(section)} className={classes.link} />
      ))}
    </Stack>
  );
  return (
    <Container size="xl" py="xl" className={classes.frame}>
      <Group className={classes.phoneBar} justify="space-between" wrap="nowrap">
        <div>
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {current ? (
            <Text size="sm" c="dimmed">
              {current.label}
            </Text>
          ) : null}
        </div>
        <Burger opened={menuOpen} onClick={menu.toggle} aria-label="Console menu" aria-expanded={menuOpen} />
      </Group>
      <Drawer opened={menuOpen} onClose={menu.close} title={title} position="right" size="xs">
        <nav aria-label="Console sections">{links}</nav>
        <Text size="xs" c="dimmed" mt="md">
          Every action here is recorded in the audit log.
        </Text>
      </Drawer>
      <nav aria-label="Console sections" className={classes.nav}>
        <Title order={1} className={classes.title}>
          {title}
        </Title>
        {links}
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
