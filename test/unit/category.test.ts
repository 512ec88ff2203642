import { expect } from 'chai';
import { CATEGORIES, type Category } from '../../src/spec';
import {
  articleEvidence,
  categorise,
  categoryScores,
  DEFAULT_PARAMS,
  type EventArticle,
} from '../../src/analyze/category';
import { analyseArticle } from '../../src/ingest/article-analysis';
import { textTokens } from '../../src/analyze/category-tokens';

let nextId = 1;

/** A made-up member article; outlets and positions only matter to the title, not the category. */
function article(headline: string, summary = '', topics: string[] = []): EventArticle {
  return {
    id: nextId++,
    outlet_slug: 'reuters',
    bias_position: 57,
    headline,
    summary,
    topics,
    published_at: '2025-05-01T12:00:00Z',
  };
}

/** Synthetic multi-outlet events, one or more per category, written for these tests. */
const EVENTS: [Category, EventArticle[]][] = [
  [
    'war',
    [
      article(
        'Missile strike on port city kills 12 as fighting spreads',
        'The overnight attack hit grain terminals; air defences shot down several drones, the army said.',
      ),
      article(
        'Troops push toward the coast after night of heavy shelling',
        'Officials reported civilian casualties.',
      ),
      article('Ceasefire talks stall as artillery duels intensify along the front line'),
    ],
  ],
  [
    'economy',
    [
      article(
        'Consumer prices rose 0.4% in March, hotter than expected',
        'The consumer price index report showed inflation picking up as shelter and energy costs climbed.',
        ['cpi', 'inflation'],
      ),
      article('Inflation heats up again, clouding the outlook for rate cuts', '', ['inflation', 'rates']),
      article('Stocks slide after hot CPI print', 'Investors trimmed bets on easier policy.', [
        'cpi',
        'indices',
      ]),
    ],
  ],
  [
    'politics',
    [
      article(
        'Voters head to the polls in tight governor race',
        'Both candidates made final appeals as early turnout hit record levels.',
      ),
      article('Governor race goes down to the wire as campaigns make closing pitch'),
      article('Election day: what to watch in the governor contest', 'Polls close at 8 p.m. local time.'),
    ],
  ],
  [
    'ai',
    [
      article(
        'Startup unveils reasoning model that tops coding benchmarks',
        'The company said its latest large language model beats rivals on maths and programming tests.',
      ),
      article('New AI model claims top spot on programming leaderboard', '', ['ai']),
      article('Lab releases chatbot it says can plan multi-step tasks'),
    ],
  ],
  [
    'health',
    [
      article(
        'Measles outbreak spreads to five counties as vaccination rates fall',
        'State health officials confirmed 42 cases, most among unvaccinated children.',
      ),
      article('Officials urge parents to check vaccine records amid measles cases'),
      article('Hospitals prepare isolation rooms as outbreak grows'),
    ],
  ],
  [
    'other',
    [
      article(
        'Hurricane makes landfall as Category 4 storm, millions without power',
        'Forecasters warned of life-threatening storm surge along the coast.',
      ),
      article('Storm surge floods coastal towns as hurricane moves inland'),
    ],
  ],
  [
    'other',
    [
      article(
        'Underdogs win the championship final in penalty shootout',
        'The captain lifted the trophy in front of 80,000 fans at the national stadium.',
      ),
      article('Final ends in shootout drama as underdogs take the title'),
    ],
  ],
];

describe('categorise', () => {
  for (const [category, members] of EVENTS)
    it(`files "${members[0].headline}" under ${category}`, () => {
      expect(categorise(members)).to.equal(category);
    });

  it('answers with one of the six spec categories, "other" for an empty event or empty texts', () => {
    expect(CATEGORIES).to.include(categorise(EVENTS[0][1]));
    expect(categorise([])).to.equal('other');
    expect(categorise([article(''), article('', '')])).to.equal('other');
  });

  it('reads the evidence ingest stored on each member, with the same result as reading the texts', () => {
    for (const [, members] of EVENTS) {
      const stored = members.map((m) => ({ ...m, category_evidence: articleEvidence(m) }));
      expect(categoryScores(stored)).to.deep.equal(categoryScores(members));
    }
    // Evidence is stored for the default parameters only; other parameters read the texts again.
    const misleading = article('Chiefs beat Eagles 31-28 in overtime thriller');
    misleading.category_evidence = { war: 9, economy: 0, politics: 0, ai: 0, health: 0, other: 0 };
    expect(categorise([misleading])).to.equal('war');
    expect(categorise([misleading], { ...DEFAULT_PARAMS })).to.equal('other');
  });

  it('is computed at ingest from the headline, the lead and the tagged topics', () => {
    const headline = 'Fed holds rates steady, signals two cuts later this year';
    const lead = 'Policymakers kept the benchmark range unchanged as inflation cooled.';
    const { enrichment, categoryEvidence } = analyseArticle({
      id: 1,
      title: headline,
      lead,
      published_at: '2025-05-01T12:00:00Z',
      outlet: 'reuters',
    });
    expect(categoryEvidence).to.deep.equal(
      articleEvidence({ headline, summary: lead, topics: enrichment.topics }),
    );
    expect(categoryEvidence.economy).to.be.greaterThan(0);
  });

  it('falls back to "other" when no category has enough evidence', () => {
    expect(categorise([article('Chiefs beat Eagles 31-28 in overtime thriller')])).to.equal('other');
    expect(categorise([article('Local bakery celebrates 100 years on Main Street')])).to.equal('other');
  });

  it('lets a strong cue decide from a lead, but not a hint alone', () => {
    const headline = 'What happened on Main Street on Tuesday';
    expect(categorise([article(headline, 'Officials gave no details.')])).to.equal('other');
    expect(categorise([article(headline, 'Lawmakers gave no details.')])).to.equal('politics');
  });

  it('counts the finance topics tagged at ingest as economy evidence', () => {
    const headline = 'Held steady again, with two cuts seen later this year';
    expect(categorise([article(headline)])).to.equal('other');
    expect(categorise([article(headline, '', ['fed', 'rates'])])).to.equal('economy');
  });

  it('lets a phrase win over the words inside it: a trade war is economy news', () => {
    expect(categorise([article('Trade war escalates as both sides raise tariffs on cars')])).to.equal(
      'economy',
    );
  });

  it('tells apart words that share a stem but not a sense', () => {
    // "House" the chamber is not "housing", a "recess" is not a "recession", "fires" an official is no blaze.
    expect(categorise([article('House adopts resolution rebuking member over remarks')])).to.equal(
      'politics',
    );
    expect(categorise([article('Housing market cools as mortgage applications drop')])).to.equal('economy');
    expect(categorise([article('Lawmakers leave for recess without a deal')])).to.equal('politics');
    expect(categorise([article('Economists see rising odds of a recession')])).to.equal('economy');
    expect(categorise([article('President fires agency chief after dispute over audit')])).to.equal(
      'politics',
    );
    expect(categorise([article('Blaze guts warehouse as fire crews battle through the night')])).to.equal(
      'other',
    );
  });

  it('reads war used as a figure of speech as politics, and a bombing as war', () => {
    expect(categorise([article('Governor declares war on red tape in permit offices')])).to.equal('politics');
    expect(categorise([article('Troops pour across the border as the war widens')])).to.equal('war');
    expect(categorise([article('Bombing suspect arrested two days after market attack')])).to.equal('war');
  });

  it('files education policy under politics', () => {
    expect(categorise([article('School board adopts new history curriculum after heated meeting')])).to.equal(
      'politics',
    );
  });

  it('does not let a sum of money alone decide, nor a legislative vote outweigh its subject', () => {
    expect(categorise([article('What happened on Tuesday', 'The package is worth $3 billion.')])).to.equal(
      'other',
    );
    expect(categorise([article('Senate votes to expand Medicaid coverage for new mothers')])).to.equal(
      'health',
    );
  });

  it('weighs what a story is about over who acts in it', () => {
    const budget = [
      article(
        'Bipartisan group of senators reaches deal on infrastructure spending',
        'The package includes $550 billion in new spending on roads, bridges and broadband, the senators said.',
      ),
      article('Senators and White House agree on infrastructure framework'),
    ];
    expect(categorise(budget)).to.equal('economy');
    const storm = [
      article(
        'Governor declares emergency as wildfire forces thousands to evacuate',
        'Firefighters battled the blaze.',
      ),
    ];
    expect(categorise(storm)).to.equal('other');
  });

  it('decides from all members together: one off-topic member does not flip the event', () => {
    const members = [
      ...EVENTS[4][1],
      article('Senators question health secretary at hearing', 'Lawmakers pressed for answers.'),
    ];
    expect(categorise(members)).to.equal('health');
  });

  it('does not depend on the order of the members', () => {
    for (const [, members] of EVENTS) {
      const reversed = [...members].reverse();
      expect(categorise(reversed)).to.equal(categorise(members));
    }
  });

  it('exposes its evidence: all six categories, "other" at least its floor', () => {
    const scores = categoryScores(EVENTS[0][1]);
    expect(Object.keys(scores).sort()).to.deep.equal([...CATEGORIES].sort());
    expect(scores.other).to.be.at.least(DEFAULT_PARAMS.otherFloor);
    expect(scores.war).to.be.greaterThan(scores.economy);
  });

  it('re-reads an article whose text changed since the last call', () => {
    const member = article('Missile strike on port city kills 12');
    expect(categorise([member])).to.equal('war');
    member.headline = 'Measles outbreak spreads to five counties';
    expect(categorise([member])).to.equal('health');
  });
});

describe('category tokens', () => {
  it("are wink's Porter2 stems with compounds split as the lexicon writes them", () => {
    expect(textTokens("Biden's U.S. plan on A.I. and e-cigarettes")).to.deep.equal([
      'biden',
      'u',
      's',
      'plan',
      'on',
      'a',
      'i',
      'and',
      'e',
      'cigarett',
    ]);
  });

  it('keep the word itself where Porter2 gives one stem to unrelated senses', () => {
    expect(textTokens('House votes on housing')).to.deep.equal(['house', 'vote', 'on', 'housing']);
    expect(textTokens('An important recess, not a recession')).to.deep.equal([
      'an',
      'important',
      'recess',
      'not',
      'a',
      'recession',
    ]);
  });

  it('read "COVID-19" as one word and stop after the limit', () => {
    expect(textTokens('COVID-19 relief bill passes')).to.deep.equal(['covid', 'relief', 'bill', 'pass']);
    expect(textTokens('one two three four', 2)).to.deep.equal(['one', 'two']);
  });
});
