import { List, Text } from '@mantine/core';
import { HONG_KONG_LICENCE_NOTE } from '@caskmark/shared/reference/shipping-coverage';
import { DRINKING_AGE_SENTENCE } from '../components/drinking-age-summary';
import { InlineLink } from '../components/inline-link';
import { FAQ_ANCHORS } from '../faq-links';
import type { FaqGroup } from './faq-types';
import { FACTS } from './marketplace-facts';

export const VAULT: FaqGroup = {
  id: 'vault',
  title: 'Your vault and wallet',
  entries: [
    {
      id: FAQ_ANCHORS.custody,
      question: 'What is the managed wallet?',
      answer: (
        <Text>
          When you buy without connecting a wallet of your own, your NFTs are held in a managed (custodial) wallet that
          Caskmark operates for your account. Everything shows in MY COLLECTION exactly as it would with your own
          wallet. You can transfer any edition out to a wallet you control at any time from its details in the vault;
          to list an edition for sale it must first be in your own wallet.
        </Text>
      ),
    },
    {
      id: 'provide-access',
      question: 'Why does my wallet ask me to “Provide Access”?',
      answer: (
        <Text>
          Listing, gifting and redeeming need permission for the Caskmark marketplace contract to move the NFT on your
          behalf when the action completes. You grant it once per wallet with a single approval transaction (it costs
          network gas). If you revoke it later, those actions pause until you approve again.
        </Text>
      ),
    },
  ],
};

export const TRADING: FaqGroup = {
  id: 'trading',
  title: 'Listings, offers and gifts',
  entries: [
    {
      id: 'how-do-listings-work',
      question: 'How do I sell an edition?',
      answer: (
        <Text>
          Open the edition in your vault and choose List for Sale. Set a price in USD or ETH and an expiry (one month by
          default). You can make a listing private to a single buyer's wallet address, or list several editions from
          the same wallet as a bundle. You can adjust the price or remove the listing at any time before it sells.
        </Text>
      ),
    },
    {
      id: FAQ_ANCHORS.offers,
      question: 'How do offers work?',
      answer: (
        <List spacing="sm">
          <List.Item>
            Make an offer on a specific edition, or a global offer on any edition of a release. Offers stay valid for{' '}
            {FACTS.offerValidity} ({FACTS.defaultOfferValidityDays} by default).
          </List.Item>
          <List.Item>
            The owner can accept, counter or reject an edition offer; global offers can be accepted or countered.
          </List.Item>
          <List.Item>
            Once your offer is accepted it shows as Accepted with a Purchase button, and you have {FACTS.acceptedOfferPurchaseDays} days to
            complete the purchase.
          </List.Item>
          <List.Item>
            Offers under {FACTS.lowOfferThreshold} are grouped under Low Offers so owners see serious offers first.
          </List.Item>
        </List>
      ),
    },
    {
      id: FAQ_ANCHORS.gifting,
      question: 'Can I give a bottle as a gift?',
      answer: (
        <Text>
          Yes. Choose Gift on an edition in your vault, enter the recipient's e-mail and an optional message of up to{' '}
          {FACTS.giftMessageMax} characters. The edition is locked while the gift is pending. The recipient accepts or declines from their
          vault (they can create an account first); you can cancel a pending gift or resend the notification up to{' '}
          {FACTS.giftResendLimit} times.
        </Text>
      ),
    },
  ],
};

export const REDEMPTION: FaqGroup = {
  id: 'redemption',
  title: 'Redemption and shipping',
  entries: [
    {
      id: FAQ_ANCHORS.redemption,
      question: 'What happens when I redeem?',
      answer: (
        <>
          <Text>
            Redeeming turns your NFT back into the bottle. From your vault choose Redeem, confirm you understand the
            NFT will be burned, choose delivery or pickup, enter your details and a government photo ID, and pay the
            shipping cost (pickup and some releases are free). We then pack your bottle and send it by courier, with
            tracking in Redeemed Editions.
          </Text>
          <Text mt="sm" fw={600} c="dark.0">
            Redemption cannot be undone: the NFT is burned and cannot be listed, gifted or redeemed again.
          </Text>
          <Text mt="sm">
            The edition number of your NFT may not match the number on the bottle you receive — every bottle of a
            release is the same liquid, and bottles are allocated as they are packed.
          </Text>
        </>
      ),
    },
    {
      id: FAQ_ANCHORS.shipping,
      question: 'Where do you ship?',
      answer: (
        <Text>
          We ship to {FACTS.shippingCountryCount} countries and most US states. Alaska is served in Anchorage only,
          and Alaska and Hawaii add {FACTS.remoteStateSurcharge}. {HONG_KONG_LICENCE_NOTE} Customs duties and import
          taxes are the buyer's responsibility. The full list, with every country and state we can and cannot ship to
          and our pickup locations, is on the <InlineLink to="/shipping-information">shipping information</InlineLink>{' '}
          page.
        </Text>
      ),
    },
    {
      id: 'pickup',
      question: 'Can I collect my bottle instead?',
      answer: (
        <Text>
          Yes, at one of our pickup locations at US border crossings and international airports, plus Tocumen
          International Airport in Panama City. Pickup is for international departures only: give your flight details
          and a pickup date at least {FACTS.pickupDaysAhead} days ahead so the bottle can be moved in bond to the location.
        </Text>
      ),
    },
    {
      id: FAQ_ANCHORS.drinkingAge,
      question: 'What is the minimum age to redeem?',
      answer: (
        <Text>
          You must be of legal drinking age in the country the bottle is going to: {DRINKING_AGE_SENTENCE}. We check
          your date of birth against it when you redeem.
        </Text>
      ),
    },
  ],
};

export const ACCOUNT: FaqGroup = {
  id: 'account',
  title: 'Account and support',
  entries: [
    {
      id: 'secure-my-account',
      question: 'How do I keep my account secure?',
      answer: (
        <Text>
          Use a unique password of at least 8 characters with a number, and turn on authenticator-app verification in
          your settings. Caskmark staff will never ask for your password, verification codes or wallet recovery phrase.
        </Text>
      ),
    },
    {
      id: 'contact-support',
      question: 'How do I reach a person?',
      answer: (
        <Text>
          E-mail support@caskmark.test or use live chat — see <InlineLink to="/get-in-touch">Get in touch</InlineLink>{' '}
          for hours and what to include so we can help on the first reply.
        </Text>
      ),
    },
  ],
};
