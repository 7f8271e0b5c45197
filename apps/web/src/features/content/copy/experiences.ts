/** The three experience pages at /experiences/{experienceSlug} (decision 052). */
export interface Experience {
  slug: string;
  title: string;
  cardSummary: string;
  lead: string;
  highlights: Array<{ title: string; text: string }>;
  steps: Array<{ title: string; body: string }>;
  eligibility: string;
  questions: Array<{ question: string; answer: string }>;
}

export const EXPERIENCES: Experience[] = [
  {
    slug: 'cask-ownership',
    title: 'Cask ownership',
    cardSummary: 'Follow a cask from filling to bottling and help decide how it is bottled.',
    lead: 'Some releases are a single cask, sold bottle by bottle before it is emptied. Owners follow the cask as it matures and have a say in how it is bottled.',
    highlights: [
      {
        title: 'One cask, a known number of bottles',
        text: 'The producer estimates the yield of the cask and mints one edition per bottle it will fill. Each edition is the title to one of those bottles.',
      },
      {
        title: 'Progress from the warehouse',
        text: 'Owners receive updates from the producer as the cask matures: sampling notes, photographs and the strength at each check.',
      },
      {
        title: 'A vote on the bottling',
        text: 'When the cask is ready, owners rank the options the producer offers — such as bottling strength or finishing — from the Vote action on their edition.',
      },
    ],
    steps: [
      { title: 'Own an edition of a cask release', body: 'Buy in the release or later on the marketplace; the cask updates follow the edition.' },
      { title: 'Vote when voting opens', body: 'Voting opens and closes on set dates. Rank every option once; your vote is recorded against your edition.' },
      { title: 'Redeem after bottling', body: 'Once the bottles are filled and labelled, the redeem date passes and you can redeem as with any edition.' },
    ],
    eligibility: 'Holders of an edition of a cask release. Every edition carries one vote per question.',
    questions: [
      {
        question: 'What if the cask yields fewer bottles than expected?',
        answer: 'Producers mint conservatively. If a cask still falls short, owners of the editions without a bottle are refunded the price they paid for the edition.',
      },
      {
        question: 'Can I sell my edition before bottling?',
        answer: 'Yes. The edition trades like any other; the buyer inherits the updates and the vote, if voting has not closed.',
      },
    ],
  },
  {
    slug: 'private-tastings',
    title: 'Private tastings',
    cardSummary: 'Small tastings with the people who made the bottle, in person or at home.',
    lead: 'Producers host small tastings for the collectors who own their bottles — at the distillery or winery, in partner venues, or online with a sample kit sent to your door.',
    highlights: [
      {
        title: 'With the makers',
        text: 'A master distiller, blender or winemaker leads each session and takes your questions.',
      },
      {
        title: 'Small by design',
        text: 'Sessions seat a dozen or two collectors, so there is time to talk and taste properly.',
      },
      {
        title: 'At home or in person',
        text: 'Online sessions come with a kit of 5 cl samples shipped ahead, where the destination allows alcohol deliveries.',
      },
    ],
    steps: [
      { title: 'Own an edition of a participating release', body: 'The release page says when a producer offers tastings to its holders.' },
      { title: 'Receive the invitation', body: 'Invitations go by e-mail to owners at the date the producer sets; seats are confirmed in reply order.' },
      { title: 'Taste', body: 'Join in person or online. Sample kits follow the same age and destination rules as bottles.' },
    ],
    eligibility: 'Owners of an edition of a participating release on the producer’s invitation date, of legal drinking age where the tasting takes place.',
    questions: [
      {
        question: 'Does redeeming my bottle affect my invitation?',
        answer: 'No. Invitations go to whoever owns the edition on the invitation date; if you redeemed before that date, the redemption counts as ownership.',
      },
      {
        question: 'Can I bring a guest?',
        answer: 'In-person tastings allow one guest of legal drinking age unless the invitation says otherwise.',
      },
    ],
  },
  {
    slug: 'distillery-visits',
    title: 'Distillery visits',
    cardSummary: 'Behind-the-scenes visits to the producers whose bottles you own.',
    lead: 'Walk the stillhouse, the cellars and the warehouses with the team, and taste from the cask — a visit reserved for the collectors who own the producer’s bottles.',
    highlights: [
      {
        title: 'Behind closed doors',
        text: 'See the parts of the distillery or winery that are closed to public tours, guided by the production team.',
      },
      {
        title: 'Taste from the cask',
        text: 'Where the law allows, draw a sample straight from a maturing cask in the warehouse.',
      },
      {
        title: 'Book when it suits you',
        text: 'Producers publish visit dates through the year; choose one and confirm by e-mail.',
      },
    ],
    steps: [
      { title: 'Own an edition from the producer', body: 'Any edition of a participating producer qualifies, redeemed or not.' },
      { title: 'Request a date', body: 'Write to us with your handler and the dates you prefer; we confirm with the producer.' },
      { title: 'Visit', body: 'Bring the photo ID that matches your account. Travel and accommodation are yours to arrange.' },
    ],
    eligibility: 'Owners of an edition from a participating producer, aged 18 or over (or the local legal drinking age, if higher, to taste).',
    questions: [
      {
        question: 'Can I collect my bottle during the visit?',
        answer: 'No. Bottles are released only through redemption, by courier or at a pickup location, so every handover follows the same age and identity checks.',
      },
      {
        question: 'Is there a cost?',
        answer: 'Visits are free for owners; some producers offer optional paid extras, such as a private dinner, announced with the dates.',
      },
    ],
  },
];

export function findExperience(slug: string | undefined): Experience | undefined {
  return EXPERIENCES.find((experience) => experience.slug === slug);
}
