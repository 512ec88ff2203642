import { expect } from 'chai';
import type { EventArticle } from '../../src/analyze/category';
import { eventSummary, representativeTitle, sentences, SUMMARY_MAX } from '../../src/analyze/representative';

/** A made-up member article at a given spectrum position (centre is 36-64). */
function member(
  id: number,
  bias_position: number,
  headline: string,
  summary = '',
  outlet_slug = 'x',
): EventArticle {
  return {
    id,
    outlet_slug,
    bias_position,
    headline,
    summary,
    topics: [],
    published_at: '2025-05-01T12:00:00Z',
  };
}

const LEAD =
  'The city council approved a new budget for the river bridge repair on Tuesday. Work will start in June and ' +
  'last two years. The mayor said traffic will be diverted during the works.';

/** A synthetic event: four outlets on the same council vote, one with its own angle. */
const BRIDGE = [
  member(1, 20, 'City council approves bridge repair budget after long debate', LEAD),
  member(2, 50, 'Council approves budget to repair river bridge', LEAD),
  member(
    3,
    80,
    'Taxpayers on the hook as council spends big on bridge',
    'Critics say the costs will keep rising.',
  ),
  member(4, 30, 'River bridge repair budget approved by city council', LEAD),
];

describe('representativeTitle', () => {
  it('picks the headline closest to what the members share, not an outlet angle', () => {
    const title = representativeTitle(BRIDGE);
    expect(title).to.not.include('Taxpayers');
    expect(title).to.match(/council/i);
  });

  it('prefers a centre outlet on a near-tie, whatever the ids and order', () => {
    const left = member(1, 20, 'Council approves river bridge repair budget', LEAD);
    const centre = member(9, 50, 'River bridge repair budget approved by council', LEAD);
    const right = member(5, 85, 'Council approves repair budget for river bridge', LEAD);
    expect(representativeTitle([left, centre, right])).to.equal(centre.headline);
    expect(representativeTitle([right, centre, left])).to.equal(centre.headline);
  });

  it('breaks an exact tie by the lowest id', () => {
    const a = member(7, 50, 'Council approves river bridge repair budget', LEAD);
    const b = member(3, 55, 'Council approves river bridge repair budget', LEAD);
    expect(representativeTitle([a, b])).to.equal(b.headline);
    expect(representativeTitle([b, a])).to.equal(b.headline);
  });

  it('avoids loaded words, capitals, exclamation and question marks even when they are central', () => {
    const plain = member(8, 20, 'Council approves bridge budget', LEAD);
    const loaded = [
      member(1, 50, 'Council SLAMS critics, approves river bridge repair budget', LEAD),
      member(2, 50, 'RIVER BRIDGE REPAIR budget approved by council', LEAD),
      member(3, 50, 'Council approves river bridge repair budget!', LEAD),
      member(4, 50, 'Will the council approve the river bridge repair budget?', LEAD),
      member(5, 50, 'Radical council approves river bridge repair budget', LEAD),
    ];
    for (const other of loaded) expect(representativeTitle([other, plain])).to.equal(plain.headline);
  });

  it('drops genre labels and a trailing outlet name', () => {
    expect(representativeTitle([member(1, 50, 'BREAKING: Council approves bridge repair budget')])).to.equal(
      'Council approves bridge repair budget',
    );
    expect(
      representativeTitle([member(1, 57, 'Council approves bridge repair budget - Reuters', '', 'reuters')]),
    ).to.equal('Council approves bridge repair budget');
  });

  it('returns the only headline of a one-member event, and one even when every headline is loaded', () => {
    expect(representativeTitle([member(1, 90, 'Council approves bridge repair budget')])).to.equal(
      'Council approves bridge repair budget',
    );
    const loud = [member(1, 20, 'Council SLAMS critics!'), member(2, 80, 'Council DESTROYS opponents!')];
    expect(representativeTitle(loud)).to.not.equal('');
    expect(representativeTitle([])).to.equal('');
  });

  it('is deterministic: the same members in any order give the same title', () => {
    const first = representativeTitle(BRIDGE);
    for (let i = 0; i < 5; i++) {
      const shuffled = [...BRIDGE].sort(() => (i % 2 ? 1 : -1));
      expect(representativeTitle(shuffled)).to.equal(first);
    }
  });
});

describe('eventSummary', () => {
  it('takes two whole sentences of the most central lead when they fit', () => {
    expect(eventSummary(BRIDGE)).to.equal(
      'The city council approved a new budget for the river bridge repair on Tuesday. Work will start in June and last two years.',
    );
  });

  it('never exceeds 300 characters and cuts only at sentence boundaries when it can', () => {
    const first =
      'The regional transport authority confirmed on Monday that the northern rail line will close for ' +
      'eight weeks this summer while engineers replace the signalling system.';
    const second =
      'Replacement buses will run every fifteen minutes between the affected stations, and season ' +
      'ticket holders will be offered partial refunds for the months in which the line is closed to passengers.';
    expect(first.length + 1 + second.length).to.be.greaterThan(SUMMARY_MAX);
    const summary = eventSummary([member(1, 50, 'Rail line to close for eight weeks', `${first} ${second}`)]);
    expect(summary).to.equal(first);
    expect(summary.length).to.be.at.most(SUMMARY_MAX);
  });

  it('cuts an over-long first sentence at a word boundary and ends it with "…"', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    const summary = eventSummary([member(1, 50, 'A very long lead', `${words}.`)]);
    expect(summary.length).to.be.at.most(SUMMARY_MAX);
    expect(summary.endsWith('…')).to.equal(true);
    const body = summary.slice(0, -1);
    expect(words.startsWith(body)).to.equal(true);
    expect(words[body.length]).to.equal(' ');
  });

  it('keeps abbreviations inside a sentence and drops a wire dateline', () => {
    const lead =
      'WASHINGTON (Reuters) - Sen. Jane Doe said the U.S. Department of Energy will review the plan by Jan. 6. ' +
      'A vote is expected next month.';
    expect(eventSummary([member(1, 57, 'Energy plan to be reviewed', lead)])).to.equal(
      'Sen. Jane Doe said the U.S. Department of Energy will review the plan by Jan. 6. A vote is expected next month.',
    );
  });

  it('marks a lead its feed cut short with a single "…"', () => {
    const summary = eventSummary([
      member(1, 50, 'Council vote', 'The council voted on the budget and then...'),
    ]);
    expect(summary).to.equal('The council voted on the budget and then…');
  });

  it('falls back to the title without any lead, and is empty only without text at all', () => {
    expect(eventSummary([member(1, 50, 'Council approves bridge repair budget')])).to.equal(
      'Council approves bridge repair budget',
    );
    expect(eventSummary([member(1, 50, '', '')])).to.equal('');
    expect(eventSummary([])).to.equal('');
  });

  it('prefers the lead of a centre outlet on a near-tie, and is deterministic', () => {
    const left = member(
      1,
      20,
      'Council approves budget',
      'Council approved the bridge repair budget on Tuesday.',
    );
    const centre = member(
      8,
      50,
      'Council approves budget',
      'On Tuesday the council approved the bridge repair budget.',
    );
    const right = member(3, 80, 'Council approves bridge budget', LEAD);
    for (const order of [
      [left, centre, right],
      [right, left, centre],
      [centre, right, left],
    ])
      expect(eventSummary(order)).to.equal(centre.summary);
  });
});

describe('sentences', () => {
  it('splits at sentence ends but not at initials, abbreviations or inner periods', () => {
    expect(
      sentences('John F. Kennedy spoke at 9 a.m. Then he left. Dr. Smith stayed! Did Mr. Lee? Yes.'),
    ).to.deep.equal([
      'John F. Kennedy spoke at 9 a.m. Then he left.',
      'Dr. Smith stayed!',
      'Did Mr. Lee?',
      'Yes.',
    ]);
  });
});
