import { bannerArtUrl, bottleArtUrl } from '@caskmark/shared/catalogue/media-urls';
import type { artworks } from '../schema/collector-extras';
import type { votingOptions, votingQuestions } from '../schema/voting';
import { userPk } from './demo-activity';
import { DAY, demoId } from './ids';

/** A demo release's vote: its window (offsets from seeding) and questions, each option ranked by owners. */
export interface DemoVoting {
  release: string;
  open: number;
  close: number;
  questions: Array<{ key: string; question: string; options: Array<{ key: string; description: string; detail: string }> }>;
}

/**
 * The owners of Hollow Creek's Barrel 4417 choose how the next barrel is finished (decision 349). The
 * window opened two days before seeding and closes three weeks after it, on the business clock.
 */
export const demoVotings: DemoVoting[] = [
  {
    release: 'hollow-creek-single-barrel-12',
    open: -2 * DAY,
    close: 21 * DAY,
    questions: [
      {
        key: 'finish',
        question: 'Which cask should finish Barrel 4418?',
        options: [
          { key: 'port', description: 'Tawny port pipe, six months', detail: 'Port pipe finish' },
          { key: 'rye', description: 'Toasted rye barrel, nine months', detail: 'Rye barrel finish' },
          { key: 'maple', description: 'Maple-syrup cask, four months', detail: 'Maple cask finish' },
        ],
      },
      {
        key: 'proof',
        question: 'At what strength should it be bottled?',
        options: [
          { key: 'barrel', description: 'Barrel proof, uncut', detail: 'Barrel proof' },
          { key: 'hundred', description: '100 proof, bottled in bond', detail: '100 proof' },
        ],
      },
    ],
  },
];

export type VotingQuestionRow = typeof votingQuestions.$inferInsert;
export type VotingOptionRow = typeof votingOptions.$inferInsert;
export type ArtworkRow = typeof artworks.$inferInsert;

export function buildDemoVotings(): { questions: VotingQuestionRow[]; options: VotingOptionRow[] } {
  const questions: VotingQuestionRow[] = [];
  const options: VotingOptionRow[] = [];
  for (const voting of demoVotings) {
    voting.questions.forEach((question, position) => {
      const questionPk = demoId('voting-question', voting.release, question.key);
      questions.push({ publicPk: questionPk, releasePk: demoId('release', voting.release), position, question: question.question });
      question.options.forEach((option, optionPosition) => {
        options.push({
          publicPk: demoId('voting-option', voting.release, question.key, option.key),
          questionPk,
          position: optionPosition,
          description: option.description,
          image: bottleArtUrl({ category: 'whisky', producer: 'Hollow Creek', product: 'Barrel 4418', detail: option.detail, shape: 'tall' }),
        });
      });
    });
  }
  return { questions, options };
}

/** Artworks received as tokens (decision 347): Ava holds two label artworks and a print of the producer. */
const demoArtworks = [
  { owner: 'ava', tokenId: '900001', name: 'Glen Aurora — Sherry Cask label study', category: 'whisky', ago: 9 * DAY, description: 'The original watercolour for the 18 Year Old Sherry Cask label, received with the first bottle of the parcel.' },
  { owner: 'ava', tokenId: '900002', name: 'Château Vellanne — Cellar door', category: 'wine', ago: 4 * DAY, description: 'An etching of the cellar door at Vellanne, given to collectors of the 2015 Grand Vin.' },
  { owner: 'ava', tokenId: '900003', name: 'Saltwind — Hurricane Relief print', category: 'rum', ago: 1 * DAY, description: 'A print from the charity auction, one of fifty given to its supporters.' },
];

export function buildDemoArtworks(now: Date): ArtworkRow[] {
  return demoArtworks.map((artwork) => ({
    publicPk: demoId('artwork', artwork.tokenId),
    ownerPk: userPk(artwork.owner),
    tokenId: artwork.tokenId,
    name: artwork.name,
    description: artwork.description,
    // No title in the picture: the card names the artwork, and a wide banner is cropped to the card.
    image: bannerArtUrl({ category: artwork.category, seed: artwork.tokenId }),
    createdAt: new Date(now.getTime() - artwork.ago),
  }));
}
