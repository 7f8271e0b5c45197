import { Button, Group, Kbd, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Step } from '../components/step-list';

function TourAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} size="xs" variant="light" rightSection={<IconArrowRight size={14} />}>
      {children}
    </Button>
  );
}

function tourStep(title: string, text: ReactNode, actions?: ReactNode): Step {
  return {
    title,
    body: (
      <Stack gap="sm" align="flex-start">
        <Text c="dark.1" lh={1.7} component="div">
          {text}
        </Text>
        {actions ? <Group gap="xs">{actions}</Group> : null}
      </Stack>
    ),
  };
}

/** The guided tour of /demo, in the order a first-time visitor meets the product. */
export const DEMO_TOUR: Step[] = [
  tourStep(
    'Browse the marketplace',
    'Filter by category, region, vintage or price, and switch every price between USD and ETH with the toggle in the header. Cards show each release style and whether it is live, coming soon or closed.',
    <TourAction to="/marketplace">Open the marketplace</TourAction>,
  ),
  tourStep(
    'Search like a regular',
    <>
      Press <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd> (<Kbd>⌘</Kbd> + <Kbd>K</Kbd> on a Mac) anywhere and type a producer or
      release — try “Glen Aurora”.
    </>,
  ),
  tourStep(
    'Open a producer and a live release',
    'Producer pages list every release. Open one that is live to see its countdown, available editions and the way it sells: a cart for fixed-price drops, a bid drawer for auctions.',
    <TourAction to="/producers/glen-aurora">Visit Glen Aurora</TourAction>,
  ),
  tourStep(
    'Watch the market move',
    'The activity feed shows every mint, sale, gift, transfer and redemption on the platform, newest first.',
    <TourAction to="/activity">See activity</TourAction>,
  ),
  tourStep(
    'Sign in as Ava and open her vault',
    'Use the accounts above. MY COLLECTION shows Ava’s editions as a grid or a table; open one for its token, price history and actions.',
    <>
      <TourAction to="/auth/signin">Sign in</TourAction>
      <TourAction to="/vault">My collection</TourAction>
    </>,
  ),
  tourStep(
    'Buy, bid and compete',
    'Add a fixed-price edition to your cart and pay by card in the sandbox, or place a bid in an auction. Sign in as Ben in a second browser and outbid Ava — both pages update live.',
  ),
  tourStep(
    'Trade and gift',
    'As Ava, list an edition for sale or gift one to ben@caskmark.test. As Ben, make an offer on one of Ava’s editions and watch it arrive in her OFFERS ON MY NFTs tab.',
  ),
  tourStep(
    'Redeem a bottle',
    'Choose Redeem on one of Ava’s editions, pick a destination from the shipping list (or a pickup location) and follow the wizard to “YOUR BOTTLE IS ON THE WAY!”.',
    <TourAction to="/shipping-information">Where we ship</TourAction>,
  ),
  tourStep(
    'See the producer side',
    'Sign in as cellar@glen-aurora.test to see Glen Aurora’s producer pages, or as staff@caskmark.test to see every producer’s.',
  ),
];
