import { ContentHero } from '../components/content-hero';
import { LegalDocument } from '../components/legal-document';
import { usePageMeta } from '../../../components/page-meta';
import { PRIVACY_POLICY, PRIVACY_POLICY_UPDATED } from '../copy/privacy-policy';

export default function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Privacy policy',
    description: 'What personal data Caskmark collects, why, who it is shared with, how long it is kept and your rights.',
  });
  return (
    <>
      <ContentHero eyebrow="Legal" title="Privacy policy" />
      <LegalDocument
        updated={PRIVACY_POLICY_UPDATED}
        summary="In short: we collect what we need to run your account, verify your age and identity, take payments and deliver your bottles. We never sell your data, marketing needs your consent, and ownership records on the blockchain are public by nature."
        sections={PRIVACY_POLICY}
      />
    </>
  );
}
