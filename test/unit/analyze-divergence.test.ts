import { expect } from 'chai';
import { analyseEvent } from '../../src/analyze/event-analysis';
import { divergence, jensenShannonDistance, type DivergenceRow } from '../../src/analyze/divergence';
import { HISTORY_MAX, nextHistory } from '../../src/analyze/divergence-history';
import { factLedger } from '../../src/analyze/fact-ledger';
import { member } from '../fixtures/member-articles';
import { SCENARIO_FAMILIES } from '../fixtures/divergence-scenarios';

const row = (
  outlet_slug: string,
  side: DivergenceRow['side'],
  framing: string,
  sentiment = 0,
  origin = outlet_slug,
): DivergenceRow => ({
  outlet_slug,
  side,
  framing,
  sentiment,
  lean: 0,
  origin,
  bag: new Map([[framing, 1]]),
});
const noFacts = factLedger([]);

describe('analyze/divergence: the score, its components and its basis', () => {
  it('measures framing as a Jensen-Shannon distance in [0, 1]', () => {
    const p = new Map([
      ['a', 1],
      ['b', 0],
    ]);
    const q = new Map([
      ['a', 0],
      ['b', 1],
    ]);
    expect(jensenShannonDistance(p, q)).to.be.closeTo(1, 1e-9);
    expect(jensenShannonDistance(p, p)).to.equal(0);
  });

  it('does not score one outlet or one side, and says why', () => {
    expect(divergence([row('cnn', 'left', 'economic')], noFacts)).to.include({
      score: 0,
      basis: 'single_outlet',
      confidence: 0,
    });
    const oneSide = divergence(
      [
        row('cnn', 'left', 'economic', 0.9),
        row('vox', 'left', 'morality', -0.9),
        row('reuters', 'center', 'legal'),
      ],
      noFacts,
    );
    expect(oneSide).to.include({ score: 0, basis: 'one_side' });
    expect(Object.values(oneSide.components).every((v) => v === 0)).to.equal(true);
  });

  it('scores one wire text carried by both sides 0', () => {
    const rows = [
      row('reuters', 'center', 'factual'),
      row('cnn', 'left', 'factual', 0, 'reuters'),
      row('fox-news', 'right', 'factual', 0, 'reuters'),
    ];
    expect(divergence(rows, noFacts)).to.include({ score: 0, basis: 'single_source' });
  });

  it('rises with opposite framing and sentiment, names the outlets driving each component, and grows confident with outlets', () => {
    const calm = divergence(
      [row('cnn', 'left', 'economic', 0.1), row('fox-news', 'right', 'economic', 0.1)],
      noFacts,
    );
    const split = divergence(
      [
        row('cnn', 'left', 'human_interest', 0.6),
        row('vox', 'left', 'human_interest', 0.5),
        row('fox-news', 'right', 'security', -0.6),
        row('daily-wire', 'right', 'security', -0.7),
      ],
      noFacts,
    );
    expect(split.score).to.be.above(calm.score);
    expect(split.components.framing).to.be.above(0.5);
    expect(split.components.sentiment).to.be.closeTo(0.6, 0.001);
    expect(split.drivers.sentiment).to.deep.equal(['cnn', 'daily-wire']);
    expect(split.drivers.framing).to.have.length(2);
    expect(calm.confidence).to.equal(0.5);
    expect(split.confidence).to.equal(0.667);
  });
});

describe('analyze/divergence-history: one point per change, capped', () => {
  it('adds a point only when the score or method changes, and keeps the first and the latest points', () => {
    let history = nextHistory(undefined, 10, 1, '2026-11-10T10:00:00.000Z');
    history = nextHistory({ history }, 10, 1, '2026-11-10T11:00:00.000Z');
    expect(history).to.deep.equal([{ t: '2026-11-10T10:00:00.000Z', score: 10, method_version: 1 }]);
    history = nextHistory({ history }, 10, 2, '2026-11-10T12:00:00.000Z');
    expect(history).to.have.length(2);
    for (let i = 0; i < HISTORY_MAX * 2; i += 1)
      history = nextHistory(
        { history },
        20 + i,
        2,
        new Date(Date.parse('2026-11-11T00:00:00Z') + i * 60_000).toISOString(),
      );
    expect(history).to.have.length(HISTORY_MAX);
    expect(history[0].score).to.equal(10);
    expect(history.at(-1)!.score).to.equal(20 + HISTORY_MAX * 2 - 1);
  });
});

describe('divergence scenarios: the order a reader expects, in every family', () => {
  for (const family of SCENARIO_FAMILIES)
    it(`${family.name}: wire copy < same facts, other emphasis < opposite framing < opposite framing with contradicting figures`, () => {
      const scores = family.levels.map(
        (level) => analyseEvent(level.map((a) => member(a.outlet, a.headline, a.summary))).divergence_score,
      );
      expect(scores[0]).to.be.at.most(5);
      for (let i = 1; i < scores.length; i += 1)
        expect(scores[i], scores.join(' < ')).to.be.above(scores[i - 1]);
    });
});
