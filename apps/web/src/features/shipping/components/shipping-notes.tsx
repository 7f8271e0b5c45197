import { SimpleGrid } from '@mantine/core';
import { IconBuildingWarehouse, IconPlane, IconReceipt, IconShieldCheck, IconSnowflake, IconSun } from '@tabler/icons-react';
import { formatUsdCents } from '@caskmark/shared/format/price';
import { CUSTOMS_NOTE, HONG_KONG_LICENCE_NOTE } from '@caskmark/shared/reference/shipping-coverage';
import { REMOTE_STATE_SURCHARGE_CENTS_PER_KG, US_STATES } from '@caskmark/shared/reference/us-states';
import { PICKUP_MIN_DAYS_AHEAD } from '@caskmark/shared/rules/redemption';
import { FeatureCard } from '../../content/components/feature-card';

const surcharge = formatUsdCents(REMOTE_STATE_SURCHARGE_CENTS_PER_KG);
const closedStateNames = US_STATES.filter((state) => !state.supported).map((state) => state.name);
const closedStates = `${closedStateNames.slice(0, -1).join(', ')} and ${closedStateNames[closedStateNames.length - 1]}`;

/** The delivery conditions a collector should know before redeeming (spec part 1 §9 "Delivery"). */
export function ShippingNotes() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <FeatureCard icon={<IconSnowflake size={22} />} title="Alaska">
        We deliver in Anchorage only, with an extra {surcharge} per kg.
      </FeatureCard>
      <FeatureCard icon={<IconSun size={22} />} title="Hawaii">
        Delivered across the islands, with an extra {surcharge} per kg.
      </FeatureCard>
      <FeatureCard icon={<IconShieldCheck size={22} />} title="Hong Kong">
        {HONG_KONG_LICENCE_NOTE} Have it ready before you redeem a bottle above that strength.
      </FeatureCard>
      <FeatureCard icon={<IconReceipt size={22} />} title="Customs and duties">
        {CUSTOMS_NOTE} They are charged by the destination country on arrival and are not included in our shipping
        cost.
      </FeatureCard>
      <FeatureCard icon={<IconBuildingWarehouse size={22} />} title="Where we cannot deliver">
        Military bases, US territories, Alaska outside Anchorage, {closedStates}.
      </FeatureCard>
      <FeatureCard icon={<IconPlane size={22} />} title="Pick up instead">
        Collect at a US airport or border crossing, or in Panama City, before an international departure. Book at least{' '}
        {PICKUP_MIN_DAYS_AHEAD} days ahead.
      </FeatureCard>
    </SimpleGrid>
  );
}
