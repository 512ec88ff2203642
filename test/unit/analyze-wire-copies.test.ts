import { expect } from 'chai';
import {
  COPY_CONTAINMENT,
  COPY_JACCARD,
  containment,
  isCopy,
  jaccard,
  shingles,
  wireCopies,
  wireOrigins,
} from '../../src/analyze/wire-copies';

const WIRE =
  'Carver Motors will close its Halbrook assembly plant in March, cutting 1,800 jobs, the company said on Tuesday, citing falling demand for its sedans.';

const text = (outlet_slug: string, bias_position: number, published_at: string, body: string) => ({
  outlet_slug,
  bias_position,
  published_at,
  shingles: shingles(body),
});

describe('analyze/wire-copies: one wire text counts once', () => {
  it('groups outlets printing one text, lightly edited, under the earliest', () => {
    const origins = wireOrigins([
      text('cnn', 25, '2026-11-10T10:05:00Z', `Halbrook plant to close. ${WIRE}`),
      text(
        'associated-press',
        55,
        '2026-11-10T10:00:00Z',
        `Halbrook plant to close, cutting 1,800 jobs. ${WIRE}`,
      ),
      text('fox-news', 78, '2026-11-10T10:20:00Z', `Carver to shut Halbrook plant. ${WIRE} Shares fell 2%.`),
      text(
        'the-guardian',
        24,
        '2026-11-10T11:00:00Z',
        'Workers in Halbrook were stunned on Tuesday when the carmaker said the plant that has employed generations of their families would shut in the spring.',
      ),
    ]);
    expect(Object.fromEntries(origins)).to.deep.equal({
      cnn: 'associated-press',
      'associated-press': 'associated-press',
      'fox-news': 'associated-press',
      'the-guardian': 'the-guardian',
    });
    expect(wireCopies(origins)).to.deep.equal([
      { outlet: 'cnn', copy_of: 'associated-press' },
      { outlet: 'fox-news', copy_of: 'associated-press' },
    ]);
  });

  it('keeps apart two outlets that report the same facts in their own words', () => {
    const a = shingles(
      'The Senate passed a $14 billion border bill 58-41 on Thursday, funding 2,000 new agents.',
    );
    const b = shingles(
      'Senators voted 58-41 on Thursday for the $14 billion bill, which pays for 2,000 more agents.',
    );
    expect(jaccard(a, b)).to.be.below(COPY_JACCARD);
    expect(jaccard(a, a)).to.equal(1);
  });

  // An agency story as a feed carries it (headline and lead), and what others print of it.
  const AGENCY_HEADLINE = 'Carver Motors to close Halbrook plant, cutting 1,800 jobs';
  const PARAGRAPHS = [
    'Carver Motors will close its Halbrook assembly plant in March, cutting 1,800 jobs, the company said on Tuesday, citing falling demand for its sedans.',
    'The plant, which opened in 1962, is the largest employer in Halbrook County, and its closure will leave the town of 14,000 without a factory for the first time in a century.',
    'Chief executive Dana Whitlow said the company would offer transfers to its truck plant in Ostend to about 600 workers and severance to the rest.',
    'The United Auto Workers local said it had not been consulted and would seek talks with the company this week.',
  ];
  const agency = `${AGENCY_HEADLINE}. HALBROOK, Mich. (AP) — ${PARAGRAPHS.join(' ')}`;

  it('finds a regional outlet running the first two paragraphs under its own headline and a dateline', () => {
    const regional = `Halbrook loses its biggest employer. HALBROOK, Mich. (AP) — ${PARAGRAPHS.slice(0, 2).join('\n')}`;
    const [a, b] = [shingles(regional), shingles(agency)];
    // Jaccard alone misses it: half the agency's lead is not printed.
    expect(jaccard(a, b)).to.be.below(COPY_JACCARD);
    expect(containment(a, b)).to.be.at.least(COPY_CONTAINMENT);
    expect(isCopy(a, b)).to.equal(true);
  });

  it('finds a copy with a paragraph of the outlet’s own added, and makes the agency its origin', () => {
    const own =
      'Halbrook Mayor Ruth Okafor said the city would ask the state for help retraining the workers who lose their jobs.';
    const origins = wireOrigins([
      text(
        'detroit-free-press',
        40,
        '2026-11-10T11:00:00Z',
        `Halbrook reels. ${PARAGRAPHS.slice(0, 2).join(' ')} ${own}`,
      ),
      text('associated-press', 50, '2026-11-10T10:00:00Z', agency),
    ]);
    expect(origins.get('detroit-free-press')).to.equal('associated-press');
  });

  it('keeps apart an independently written report of the same event', () => {
    const independent =
      'Halbrook plant’s closing stuns workers. Workers at Carver Motors’ Halbrook factory learned on Tuesday that the 1962 plant, the county’s largest employer, will shut in March. The carmaker blamed weak sedan sales for the loss of 1,800 jobs and said about 600 people could move to its Ostend truck plant. Union leaders said they were blindsided.';
    const [a, b] = [shingles(independent), shingles(agency)];
    expect(containment(a, b)).to.be.below(COPY_CONTAINMENT);
    expect(isCopy(a, b)).to.equal(false);
  });

  it('does not let a shared byline or dateline make two texts look alike', () => {
    const byline = 'By Jane Doe, Associated Press\nWASHINGTON (AP) — ';
    const first = 'The Senate passed the border bill on Thursday.';
    const second = 'Inflation slowed to 3.1% in October, the Labor Department said.';
    expect(shingles(`${byline}${first}`)).to.deep.equal(shingles(first));
    // Left in, the byline and dateline would be 5 of each text's 15 and 17 shingles, all of them shared.
    expect(
      jaccard(shingles(`Senate acts. ${byline}${first}`), shingles(`Prices cool. ${byline}${second}`)),
    ).to.equal(0);
  });

  it('takes the earliest article as the origin of a chain of partial copies, the more central outlet on a tie', () => {
    const regional = `Halbrook loses its biggest employer. ${PARAGRAPHS.slice(0, 2).join(' ')}`;
    const origins = wireOrigins([
      text('regional', 40, '2026-11-10T12:00:00Z', regional),
      text('left-site', 20, '2026-11-10T10:00:00Z', agency),
      text('centre-site', 48, '2026-11-10T10:00:00Z', `Halbrook plant to shut. ${PARAGRAPHS.join(' ')}`),
    ]);
    expect(new Set(origins.values())).to.deep.equal(new Set(['centre-site']));
  });
});
