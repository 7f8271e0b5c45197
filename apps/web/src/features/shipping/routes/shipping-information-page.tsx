import { Container } from '@mantine/core';
import { SUPPORTED_SHIPPING_COUNTRY_CODES } from '@caskmark/shared/reference/shipping-coverage';
import { PICKUP_LOCATIONS } from '@caskmark/shared/reference/pickup-locations';
import { ContentHero } from '../../content/components/content-hero';
import { usePageMeta } from '../../../components/page-meta';
import { ShippingExplorer } from '../components/shipping-explorer';

export default function ShippingInformationPage() {
  usePageMeta({
    title: 'Shipping information',
    description: `Where Caskmark ships redeemed bottles: ${SUPPORTED_SHIPPING_COUNTRY_CODES.length} countries, US states, delivery conditions and ${PICKUP_LOCATIONS.length} pickup locations.`,
  });
  return (
    <>
      <ContentHero
        eyebrow="Redemption"
        title="Shipping information"
        lead={`We ship redeemed bottles by courier to ${SUPPORTED_SHIPPING_COUNTRY_CODES.length} countries and most US states, or hold them for you at one of ${PICKUP_LOCATIONS.length} pickup locations. Check your destination before you redeem.`}
      />
      <Container size="lg" py={48}>
        <ShippingExplorer />
      </Container>
    </>
  );
}
