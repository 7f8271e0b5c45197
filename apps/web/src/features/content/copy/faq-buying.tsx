import { List, Text } from '@mantine/core';
import { RELEASE_STYLES, RELEASE_STYLE_LABELS } from '@caskmark/shared/catalogue/release-styles';
import { InlineLink } from '../components/inline-link';
import { FAQ_ANCHORS } from '../faq-links';
import type { FaqGroup } from './faq-types';
import { RELEASE_STYLE_GUIDES } from './release-style-guides';
import { FACTS } from './marketplace-facts';

export const GETTING_STARTED: FaqGroup = {
  id: 'getting-started',
  title: 'Getting started',
  entries: [
    {
      id: 'what-is-caskmark',
      question: 'What is Caskmark?',
      answer: (
        <>
          <Text>
            Caskmark is a marketplace for NFTs that are each backed by one real bottle of wine or spirits. The bottle
            sits in insured, temperature-controlled bonded storage; the NFT is your title to it. You can hold it, sell
            it, gift it, or redeem it — at which point the NFT is burned and the bottle is shipped to you or made ready
            for pickup.
          </Text>
        </>
      ),
    },
    {
      id: 'do-i-need-crypto',
      question: 'Do I need a crypto wallet to collect?',
      answer: (
        <Text>
          No. You can pay by card or wire transfer, and we keep your NFTs in a managed wallet created for your account.
          If you already use MetaMask, Coinbase Wallet, WalletConnect or Fortmatic you can connect it, pay in ETH and
          move your NFTs to your own wallet whenever you like.
        </Text>
      ),
    },
    {
      id: 'who-can-buy',
      question: 'Who can buy on Caskmark?',
      answer: (
        <Text>
          Anyone aged 18 or over with a Caskmark account can buy and trade. To redeem a bottle you must also be of legal
          drinking age in the destination country (see{' '}
          <InlineLink to={`#${FAQ_ANCHORS.drinkingAge}`}>minimum ages</InlineLink>), and the destination must be one we
          can ship to.
        </Text>
      ),
    },
  ],
};

export const RELEASES: FaqGroup = {
  id: 'releases',
  title: 'Releases and bidding',
  entries: [
    {
      id: FAQ_ANCHORS.releaseStyles,
      question: 'What kinds of release are there?',
      answer: (
        <List spacing="sm">
          {RELEASE_STYLES.map((style) => (
            <List.Item key={style}>
              <Text span fw={600} c="dark.0">
                {RELEASE_STYLE_LABELS[style]}.
              </Text>{' '}
              {RELEASE_STYLE_GUIDES[style]}
            </List.Item>
          ))}
        </List>
      ),
    },
    {
      id: 'cart-expiry',
      question: 'Why does my cart have a countdown?',
      answer: (
        <Text>
          During a drop an edition in your cart is held for you alone, so the hold is short. Two minutes before it ends
          we ask whether you are still there and you can extend it; if the countdown reaches zero the cart is cancelled
          and the edition returns to sale for the next collector.
        </Text>
      ),
    },
    {
      id: 'bid-limits',
      question: 'How much can I bid?',
      answer: (
        <Text>
          Your bidding power is the larger of your connected wallet balance (valued at the live ETH price) and the
          amount of an approved bid pre-approval. To bid above your wallet balance, submit proof of funds from the
          auction drawer (INCREASE BID PRE-APPROVAL): a recent bank statement, plus a photo ID for amounts above
          $75,000. Our team reviews it and the status tag turns green once approved.
        </Text>
      ),
    },
    {
      id: 'max-bid',
      question: 'What is a max bid?',
      answer: (
        <Text>
          Instead of returning to bid each time you are outbid, enter the most you are willing to pay. We bid on your
          behalf one increment at a time, only as far as needed to keep you in the lead, and never above your maximum.
          Max bids must sit on one of the lot's bid increments; if yours does not, we round it to the nearest one your
          funds cover.
        </Text>
      ),
    },
  ],
};

export const PAYMENTS: FaqGroup = {
  id: 'payments',
  title: 'Payments and fees',
  entries: [
    {
      id: FAQ_ANCHORS.paymentMethods,
      question: 'How can I pay?',
      answer: (
        <List spacing="sm">
          <List.Item>
            <Text span fw={600} c="dark.0">Credit or debit card</Text> — for carts up to {FACTS.cardLimit}. Card and wire
            payments need a completed profile.
          </List.Item>
          <List.Item>
            <Text span fw={600} c="dark.0">Wire transfer</Text> — for carts above {FACTS.wireMinimum}. A {FACTS.wireFee} fee applies
            per transfer and funds usually arrive in about one business day. Use the reference we show as the memo, then
            upload your proof of transfer and a phone number.
          </List.Item>
          <List.Item>
            <Text span fw={600} c="dark.0">ETH</Text> — from a connected wallet on the network we show. The minimum
            payment is {FACTS.minEthPayment} and network gas is paid by the sender.
          </List.Item>
        </List>
      ),
    },
    {
      id: FAQ_ANCHORS.fees,
      question: 'What are the fees?',
      answer: (
        <>
          <Text>
            Buyers pay the price shown at checkout. When you sell on the
            secondary market or accept an offer, Caskmark keeps a {FACTS.platformFee} platform fee and you receive {FACTS.sellerPayout} of
            the sale price.
          </Text>
          <Text mt="sm">
            Collaboration listings carry a {FACTS.collaborationFee} platform fee plus a {FACTS.collaborationRoyalty} royalty
            paid to the holder of the release's ballot token. Wire transfers cost {FACTS.wireFee} each; ETH payments also pay network gas.
          </Text>
        </>
      ),
    },
    {
      id: 'usd-or-eth',
      question: 'Why do prices show in USD or ETH?',
      answer: (
        <Text>
          Use the USD/ETH toggle to see every price in the currency you think in. USD is the default and is shown in
          whole dollars; ETH prices are converted at the live rate and shown to two decimals. The amount you pay is
          always confirmed in the checkout before you commit.
        </Text>
      ),
    },
  ],
};
