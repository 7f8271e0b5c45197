import { Container, Tabs, Title } from '@mantine/core';
import { IconCreditCard, IconSettings, IconUser } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { usePageMeta } from '../../../components/page-meta';
import { RequireSignedIn } from '../../../lib/auth-require';
import { PaymentMethodsTab } from '../components/payment-methods-tab';
import { SettingsTab } from '../components/settings-tab';
import { UserDetailsTab } from '../components/user-details-tab';
import classes from './profile-page.module.css';

const PAGES = ['settings', 'userDetails', 'paymentMethods'] as const;
type ProfilePageName = (typeof PAGES)[number];
const TITLES: Record<ProfilePageName, string> = { settings: 'Settings', userDetails: 'Profile', paymentMethods: 'Payment Methods' };

function pageOf(value: string | null): ProfilePageName {
  return (PAGES as readonly string[]).includes(value ?? '') ? (value as ProfilePageName) : 'settings';
}

/** /profile?page=settings|userDetails|paymentMethods (login-gated, spec part 1 §2). */
export default function ProfilePage() {
  return (
    <RequireSignedIn>
      <ProfileTabs />
    </RequireSignedIn>
  );
}

function ProfileTabs() {
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  usePageMeta({ title: TITLES[page] });
  const select = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.set('page', pageOf(value));
    setParams(next, { preventScrollReset: true });
  };
  return (
    <Container size="md" py="xl" className={classes.page}>
      <Title order={1} className={classes.title}>
        My account
      </Title>
      <Tabs value={page} onChange={select} keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
        <Tabs.List>
          <Tabs.Tab value="settings" leftSection={<IconSettings size={16} aria-hidden="true" />}>
            Settings
          </Tabs.Tab>
          <Tabs.Tab value="userDetails" leftSection={<IconUser size={16} aria-hidden="true" />}>
            Profile
          </Tabs.Tab>
          <Tabs.Tab value="paymentMethods" leftSection={<IconCreditCard size={16} aria-hidden="true" />}>
            Payment Methods
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settings" pt="xl">
          <SettingsTab />
        </Tabs.Panel>
        <Tabs.Panel value="userDetails" pt="xl">
          <UserDetailsTab />
        </Tabs.Panel>
        <Tabs.Panel value="paymentMethods" pt="xl">
          <PaymentMethodsTab />
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
