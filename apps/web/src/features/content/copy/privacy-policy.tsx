import { List, Text } from '@mantine/core';
import { InlineLink } from '../components/inline-link';
import type { LegalSection } from '../components/legal-document';
import { SUPPORT_EMAIL } from './contact-topics';

export const PRIVACY_POLICY_UPDATED = 'November 1, 2026';

export const PRIVACY_POLICY: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <Text>
        Caskmark operates the Caskmark marketplace for NFTs backed by bottles of wine and spirits. We are the
        controller of the personal data described here. Questions about this policy or your data go to{' '}
        {SUPPORT_EMAIL}.
      </Text>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    body: (
      <List spacing="xs">
        <List.Item>
          <strong>Account data:</strong> e-mail address, handler, password (stored only as a one-way hash), sign-in
          method (e-mail, Google, Apple or a crypto wallet) and authenticator settings.
        </List.Item>
        <List.Item>
          <strong>Profile data:</strong> title, name, date of birth, country, state and city, and the default shipping
          address you save.
        </List.Item>
        <List.Item>
          <strong>Wallet and transaction data:</strong> connected wallet addresses, the managed wallet we hold for you,
          purchases, bids, listings, offers, gifts, transfers and redemptions, and the payment method used. Card numbers
          are handled by our payment processor; we keep only a token, the brand, the last four digits and the expiry.
        </List.Item>
        <List.Item>
          <strong>Verification documents:</strong> the photo ID you upload to redeem a bottle or to raise a bid
          pre-approval, bank statements for proof of funds, and proofs of wire transfer.
        </List.Item>
        <List.Item>
          <strong>Redemption details:</strong> delivery address and phone number, or for pickups your home address,
          pickup date, airline, flight number and destination.
        </List.Item>
        <List.Item>
          <strong>Communications:</strong> messages to support, newsletter and giveaway sign-ups, and sweepstakes
          questionnaires.
        </List.Item>
        <List.Item>
          <strong>Technical data:</strong> IP address, device and browser type, and security logs of sign-ins and
          sensitive actions.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <List spacing="xs">
        <List.Item>To run your account, your vault and every purchase, sale, bid, offer, gift and redemption.</List.Item>
        <List.Item>
          To check that you are of legal drinking age in the country a bottle is going to, and that we are allowed to
          ship there.
        </List.Item>
        <List.Item>To verify funds for bidding, prevent fraud, and meet anti-money-laundering and sanctions duties.</List.Item>
        <List.Item>To ship or hand over your bottle and tell you where it is.</List.Item>
        <List.Item>To answer you when you contact us, and to send service messages you cannot opt out of.</List.Item>
        <List.Item>
          With your consent only: newsletters, release announcements and marketing measurement. You can withdraw
          consent at any time from the link in every e-mail or the cookie settings.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal bases',
    body: (
      <Text>
        We process data to perform our contract with you (your account and orders), to meet legal obligations (age,
        tax, anti-money-laundering, customs), for our legitimate interests in keeping the platform secure and
        preventing fraud, and on your consent for marketing and non-essential cookies.
      </Text>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <Text>We never sell personal data. We share only what each party needs:</Text>
        <List spacing="xs">
          <List.Item>payment processors and banks, to take card and wire payments and refunds;</List.Item>
          <List.Item>couriers, warehouses and customs brokers, to deliver or hand over your bottle;</List.Item>
          <List.Item>the producer of a release, for fulfilment of a redemption and where a giveaway's terms say so;</List.Item>
          <List.Item>identity-verification and fraud-prevention providers;</List.Item>
          <List.Item>hosting, e-mail and support-software providers acting on our instructions;</List.Item>
          <List.Item>authorities, where the law requires it.</List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'blockchain',
    title: 'Public blockchain records',
    body: (
      <Text>
        NFT ownership, transfers, listings, sales and burns are recorded on a public blockchain together with wallet
        addresses. These records are public and permanent by design: we cannot edit or delete them, and anyone who links
        a wallet address to you can see its history. Your name and e-mail are never written on chain.
      </Text>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    body: (
      <Text>
        We keep account data while your account is open. Transaction, tax and anti-money-laundering records are kept
        for the period the law requires (usually seven years after the transaction). Photo IDs and bank statements are
        deleted once they are no longer needed for the check they were collected for and any legal retention period has
        passed. Security logs are kept for up to 12 months.
      </Text>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <Text>
        Data is encrypted in transit, passwords are hashed with a memory-hard algorithm, sessions are short-lived and
        signed, and sensitive actions can require a fresh authenticator code. Access by our staff is limited to what
        their role needs and is logged.
      </Text>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <Text>
        You can ask for a copy of your data, its correction or deletion, restriction of or objection to its use, and a
        portable copy. Write to {SUPPORT_EMAIL} from your account's e-mail address; we answer within one month. Some data
        must be kept by law, and on-chain records cannot be erased. You may also complain to your data-protection
        authority.
      </Text>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: (
      <Text>
        Essential storage keeps you signed in, remembers your cart, your currency choice and whether you have seen a
        notice. Analytics and marketing cookies are used only after you accept them in the cookie banner, and you can
        change your choice at any time.
      </Text>
    ),
  },
  {
    id: 'international',
    title: 'International transfers',
    body: (
      <Text>
        Our providers may process data outside your country. Where they do, we use safeguards recognised by law, such
        as standard contractual clauses.
      </Text>
    ),
  },
  {
    id: 'age',
    title: 'Age',
    body: (
      <Text>
        Caskmark is for adults only. You must be at least 18 to open an account and of legal drinking age in the
        destination country to redeem a bottle. We delete accounts we learn belong to someone younger.
      </Text>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <Text>
        We will post any change here with a new date and, for significant changes, tell you by e-mail before they take
        effect. See also our <InlineLink to="/terms-of-service">terms of service</InlineLink>.
      </Text>
    ),
  },
];
