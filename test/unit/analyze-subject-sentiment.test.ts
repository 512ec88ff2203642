// Tone toward an event's subject (src/analyze/subject-sentiment.ts, mentions.ts): whole-word mentions, null when
// unknown, negation, the subject's own words left out, and what an unknown tone does to the event's mean and to
// the events' sentiment filters (docs/decisions.md, "Unknown sentiment toward the subject").
import { expect } from 'chai';
import { analyseEvent } from '../../src/analyze/event-analysis';
import { subjectSentiment, toneToward } from '../../src/analyze/subject-sentiment';
import type { Subject } from '../../src/analyze/subject';
import { eventFilterClauses } from '../../src/services/event-filters';
import { member } from '../fixtures/member-articles';

const okafor: Subject = { display: 'Adaeze Okafor', key: 'okafor', kind: 'name' };

describe('analyze/subject-sentiment: tone aimed at the subject', () => {
  it('matches whole words only: a subject "ice" is not in "police"', () => {
    const ice: Subject = { display: 'ICE', key: 'ice', kind: 'name' };
    expect(toneToward('Police praised for brave rescue', 'The police were hailed as heroes.', ice)).to.equal(
      null,
    );
    expect(toneToward('ICE praised for brave rescue', '', ice)).to.be.greaterThan(0);
  });

  it('is null for an article that never mentions the subject, and without a subject', () => {
    const article = {
      headline: 'Council approves budget',
      summary: 'The council voted 7-2 in a bitter, chaotic session.',
    };
    expect(subjectSentiment(article, okafor)).to.equal(null);
    expect(subjectSentiment(article, undefined)).to.equal(null);
  });

  it('is null when the subject is mentioned but nothing around it carries tone', () => {
    expect(toneToward('Okafor to visit Lagos on Tuesday', '', okafor)).to.equal(null);
  });

  it('reads a possessive as a mention, and a negated word turned over', () => {
    const corrupt = toneToward("Okafor's deal is corrupt, critics say", '', okafor)!;
    const notCorrupt = toneToward("Okafor's deal is not corrupt, court finds", '', okafor)!;
    expect(corrupt).to.be.lessThan(0);
    expect(notCorrupt).to.be.greaterThan(0);
  });

  it('leaves out what the subject says of others, and keeps what others say of the subject', () => {
    expect(
      toneToward('Okafor speaks', 'Okafor said the plan was "a disgrace and a disaster."', okafor),
    ).to.equal(null);
    expect(toneToward('Okafor speaks', '"A disgrace and a disaster," said Okafor.', okafor)).to.equal(null);
    expect(
      toneToward('Okafor speaks', 'Critics said Okafor was "a disgrace and a disaster."', okafor),
    ).to.be.lessThan(0);
  });

  it('carries a name to "he" or "she" in the next sentence only', () => {
    const lead = 'Adaeze Okafor arrived in Abuja. She was praised by the crowd. Later she was booed.';
    const next = toneToward(
      'Visit ends',
      'Adaeze Okafor arrived in Abuja. She was praised by the crowd.',
      okafor,
    )!;
    expect(next).to.be.greaterThan(0);
    expect(toneToward('Visit ends', lead, okafor)).to.equal(next);
  });
});

describe('analyze/perspectives: an unknown tone toward the subject', () => {
  it('leaves the row null and the event mean over the known rows, null when none is known', () => {
    const quiet = analyseEvent([
      member('reuters', 'Adaeze Okafor visits Lagos', 'Adaeze Okafor arrived in Lagos on Tuesday.'),
      member('fox-news', 'Adaeze Okafor in Lagos', 'Adaeze Okafor landed in Lagos on Tuesday.'),
    ]);
    expect(quiet.sources.map((s) => s.sentiment)).to.deep.equal([null, null]);
    expect(quiet.sentiment).to.equal(null);
    const one = analyseEvent([
      member('reuters', 'Adaeze Okafor visits Lagos', 'Adaeze Okafor arrived in Lagos on Tuesday.'),
      member(
        'fox-news',
        'Embattled Adaeze Okafor in Lagos',
        'Adaeze Okafor, mired in scandal, landed in Lagos.',
      ),
    ]);
    const fox = one.sources.find((s) => s.outlet_slug === 'fox-news')!.sentiment!;
    expect(fox).to.be.lessThan(0);
    expect(one.sentiment).to.equal(fox);
  });

  it('filters events by sentiment with a range, which never matches an event whose sentiment is null', () => {
    // Elasticsearch's range query matches only documents holding a value in range: a null mean is left out by
    // either bound, as docs/decisions.md records.
    expect(eventFilterClauses({ minSentiment: -1 })).to.deep.equal([
      { range: { sentiment: { gte: -1, lte: undefined } } },
    ]);
  });
});
