import type { ReleaseStyle } from '@caskmark/shared/catalogue/release-styles';

/** How each release style feels from the collector's side, in the order the spec lists them. */
export const RELEASE_STYLE_GUIDES: Record<ReleaseStyle, string> = {
  lobby:
    'A timed drop at a fixed price. The lobby opens on the announced date (some open early to invited collectors with a password). Add an edition to your cart and finish checkout before the cart countdown runs out; if it expires, the edition goes back on sale.',
  fcfs:
    'First come, first served: a fixed price and no waiting room. Editions go to the collectors who complete checkout first, so have a payment method ready before the lot opens.',
  auction:
    'An open, ascending auction per lot. Place a quick bid at the next increment, or set a maximum and we bid for you one increment at a time up to it. Every bid is visible and the highest bid at the close wins.',
  sealed_auction:
    'Bids stay private. You join with a paddle number and submit one bid you can raise until the close; the page shows the ranks of the top five paddles but never the amounts. The highest sealed bid wins.',
  leaderboard:
    'Several editions, one ranking. Each edition goes to one of the highest bids on the leaderboard when the lot closes. Quick bids are open throughout; manual bids of your own amount open in the final hour.',
  shuffle:
    'A fair draw for high-demand bottles. Enter while the lobby is open; when it closes, editions are shuffled and assigned at random to entries. If your entry is drawn you will see a congratulations page and the edition in your vault.',
  airdrop:
    'A free claim. While the airdrop is open, press CLAIM YOUR NFT on the claim page and the edition is transferred to your wallet — we create a managed wallet for you if you do not have one.',
  sweepstakes:
    'Buy one to ten entries at the listed entry fee each, answer a short questionnaire (you must be 21 or older) and, once the sweepstakes closes, winners are drawn and announced.',
};
