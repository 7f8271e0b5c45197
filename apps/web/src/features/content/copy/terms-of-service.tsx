import { List, Text } from '@mantine/core';
import { InlineLink } from '../components/inline-link';
import type { LegalSection } from '../components/legal-document';
import { FAQ_ANCHORS, faqPath } from '../faq-links';
import { SUPPORT_EMAIL } from './contact-topics';
import { FACTS } from './marketplace-facts';
import { HONG_KONG_LICENCE_ABV_THRESHOLD } from '@caskmark/shared/reference/shipping-coverage';

export const TERMS_UPDATED = 'November 1, 2026';

export const TERMS_OF_SERVICE: LegalSection[] = [
  {
    id: 'agreement',
    title: 'These terms',
    body: (
      <Text>
        These terms govern your use of Caskmark and every purchase, bid, sale, offer, gift, transfer and redemption you
        make on it. By creating an account you accept them and our{' '}
        <InlineLink to="/privacy-policy">privacy policy</InlineLink>. Individual releases, giveaways and sweepstakes may
        have additional rules, shown on their pages, which apply alongside these terms.
      </Text>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Caskmark',
    body: (
      <Text>
        You must be at least 18 years old, able to form a binding contract, and not subject to sanctions. To redeem a
        bottle you must also be of legal drinking age in the destination country. You may hold one account, and you are
        responsible for everything done with it — keep your password and authenticator codes private.
      </Text>
    ),
  },
  {
    id: 'what-you-own',
    title: 'What a Caskmark NFT is',
    body: (
      <>
        <Text>
          Each NFT (an “edition”) represents title to one specific physical bottle of a release, held in storage for the
          owner until redemption. Owning the NFT gives you the right to redeem that bottle on these terms; it does not
          give you rights in the producer's brand or artwork beyond personal display.
        </Text>
        <Text>
          Editions are collectibles, not investments. Prices can go down as well as up, and there is no guarantee of a
          buyer. The edition number of an NFT may not match the number on the bottle you receive.
        </Text>
      </>
    ),
  },
  {
    id: 'releases',
    title: 'Releases, carts and bids',
    body: (
      <List spacing="xs">
        <List.Item>Opening and closing times follow Caskmark's server clock, which is what the countdowns show.</List.Item>
        <List.Item>
          An edition in your cart is held for you until the cart expires; an expired cart is cancelled and the edition
          returns to sale.
        </List.Item>
        <List.Item>
          Bids are binding offers to buy. A max bid authorises us to bid for you up to that amount. The highest valid
          bid at the close wins and must be paid; bids above your wallet balance need an approved proof of funds.
        </List.Item>
        <List.Item>
          Shuffles, airdrops, sweepstakes and giveaways follow the rules on their pages. Sweepstakes entrants must be 21
          or older.
        </List.Item>
        <List.Item>
          If a release is listed with an obvious error (for example a wrong price), we may cancel affected orders and
          refund them in full.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    body: (
      <List spacing="xs">
        <List.Item>Card payments are accepted for carts up to {FACTS.cardLimit}.</List.Item>
        <List.Item>
          Wire transfers are accepted for carts above {FACTS.wireMinimum}, with a {FACTS.wireFee} fee per transfer; funds usually arrive in
          about one business day and your order completes when they do.
        </List.Item>
        <List.Item>
          ETH payments are made from a connected wallet, at the amount shown when you pay (minimum {FACTS.minEthPayment}). Network
          gas is paid by the sender and is not refundable.
        </List.Item>
        <List.Item>Prices include no tax unless stated; taxes due in your country are your responsibility.</List.Item>
      </List>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <Text>
        When an edition you sell on the marketplace is bought, or you accept an offer, Caskmark keeps a {FACTS.platformFee}{' '}
        platform fee and pays you {FACTS.sellerPayout}. Collaboration listings carry a {FACTS.collaborationFee} platform
        fee and a {FACTS.collaborationRoyalty} royalty to the holder of the release's
        ballot token. All fees are shown before you confirm — see{' '}
        <InlineLink to={faqPath(FAQ_ANCHORS.fees)}>fees</InlineLink>.
      </Text>
    ),
  },
  {
    id: 'custody',
    title: 'Wallets and custody',
    body: (
      <Text>
        If you do not use a wallet of your own, your editions are held in a managed wallet operated by Caskmark for your
        account. You may transfer them to your own wallet at any time. Once an edition is in a wallet you control, you
        alone are responsible for its keys; blockchain transfers cannot be reversed, and we cannot recover assets sent
        to a wrong address. Granting the marketplace contract approval lets us complete listings, gifts and redemptions
        you ask for; you can revoke it at any time.
      </Text>
    ),
  },
  {
    id: 'trading',
    title: 'Listings, offers and gifts',
    body: (
      <List spacing="xs">
        <List.Item>
          A listing is a binding offer to sell at its price until it expires or you remove it. A private listing can be
          bought only by the wallet you name.
        </List.Item>
        <List.Item>
          Offers stay open for the validity you choose ({FACTS.offerValidity}). When an owner accepts, the offerer has{' '}
          {FACTS.acceptedOfferPurchaseDays} days to complete the purchase, after which the acceptance lapses.
        </List.Item>
        <List.Item>
          A gifted edition is locked until the recipient accepts or declines, or you cancel. Once accepted, a gift
          cannot be taken back.
        </List.Item>
      </List>
    ),
  },
  {
    id: 'redemption',
    title: 'Redemption and delivery',
    body: (
      <>
        <Text>
          Redeeming burns your NFT and cannot be undone. You may redeem after the redeem date of the edition, with a
          verified e-mail address, a valid government photo ID and a date of birth that meets the destination's legal
          drinking age.
        </Text>
        <List spacing="xs">
          <List.Item>
            We ship only to the destinations on the <InlineLink to="/shipping-information">shipping information</InlineLink>{' '}
            page. Shipping costs are shown and paid before dispatch.
          </List.Item>
          <List.Item>
            Customs duties, import taxes and any licence the destination requires (for example Hong Kong, for spirits
            above {HONG_KONG_LICENCE_ABV_THRESHOLD}% alcohol by volume) are the buyer's responsibility.
          </List.Item>
          <List.Item>
            Pickups are for international departures and must be booked at least {FACTS.pickupDaysAhead} days ahead; the bottle is handed
            over on presentation of the photo ID used to redeem.
          </List.Item>
          <List.Item>
            Risk in the bottle passes to you on delivery or handover. Report visible damage to {SUPPORT_EMAIL} within 7
            days, with photos of the parcel and the bottle.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    id: 'storage',
    title: 'Storage before redemption',
    body: (
      <Text>
        Until you redeem, bottles are stored and insured at our or the producer's cost. If a bottle is lost or damaged
        in storage, we will replace it with an identical bottle or, if none is available, refund what you paid for the
        edition. Natural changes in a sealed bottle over time, such as evaporation, are not damage.
      </Text>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <Text>
        Do not manipulate prices or bids (including trading with yourself), use bots or scripts to buy or bid, open
        accounts to get around limits, launder money, infringe others' rights, or interfere with the platform's
        security. We may cancel affected transactions and suspend accounts that do.
      </Text>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility to you',
    body: (
      <Text>
        We provide Caskmark with reasonable care and skill. We are not responsible for losses caused by blockchain
        networks, wallets we do not operate, or events outside our reasonable control. Nothing in these terms limits
        liability that cannot be limited by law, or your statutory rights as a consumer.
      </Text>
    ),
  },
  {
    id: 'closing',
    title: 'Suspension and closing your account',
    body: (
      <Text>
        You can close your account at any time after transferring out or redeeming your editions. We may suspend or
        close an account that breaks these terms or where the law requires, and will tell you why unless we are not
        allowed to.
      </Text>
    ),
  },
  {
    id: 'changes',
    title: 'Changes and contact',
    body: (
      <Text>
        We may update these terms; significant changes are announced by e-mail before they take effect, and continuing
        to use Caskmark afterwards means you accept them. Questions: {SUPPORT_EMAIL}.
      </Text>
    ),
  },
];
