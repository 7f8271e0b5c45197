import { ContentHero } from '../components/content-hero';
import { LegalDocument } from '../components/legal-document';
import { usePageMeta } from '../../../components/page-meta';
import { TERMS_OF_SERVICE, TERMS_UPDATED } from '../copy/terms-of-service';
import { FACTS } from '../copy/marketplace-facts';

export default function TermsOfServicePage() {
  usePageMeta({
    title: 'Terms of service',
    description: 'The terms for buying, bidding, trading, gifting, holding and redeeming bottle-backed NFTs on Caskmark.',
  });
  return (
    <>
      <ContentHero eyebrow="Legal" title="Terms of service" />
      <LegalDocument
        updated={TERMS_UPDATED}
        summary={`The essentials: you must be an adult, each NFT is title to one real bottle, bids and listings are binding, a resale costs a ${FACTS.platformFee} platform fee, and redeeming burns the NFT for good — customs and duties are yours to pay.`}
        sections={TERMS_OF_SERVICE}
      />
    </>
  );
}
