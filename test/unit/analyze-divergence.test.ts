import { expect } from 'chai';
import { analyseEvent } from '../../src/analyze/event-analysis';
import { combine, divergence, scoreModelFor, type DivergenceRow } from '../../src/analyze/divergence';
import { WITH_VECTORS, WITHOUT_VECTORS } from '../../src/analyze/divergence-model';
import { bagOf, sideDistance } from '../../src/analyze/side-distance';
import { HISTORY_MAX, nextHistory } from '../../src/analyze/divergence-history';
import { factLedger } from '../../src/analyze/fact-ledger';
import { member } from '../fixtures/member-articles';
import { SCENARIO_FAMILIES } from '../fixtures/divergence-scenarios';

/** An outlet's row: its words, its frame distribution over two frames, its tone. */
const row = (
  outlet_slug: string,
  side: DivergenceRow['side'],
  words: string,
  sentiment: number | null = 0,
  origin = outlet_slug,
  frames: number[] = [0.5, 0.5],
): DivergenceRow => ({
  outlet_slug,
  side,
  frames,
  sentiment,
  lean: 0,
  origin,
  bag: bagOf(words.split(' ')),
});
const noFacts = factLedger([]);

describe('analyze/divergence: the score, its components and its basis', () => {
  it('does not score one outlet or one side, and says why', () => {
    expect(divergence([row('cnn', 'left', 'vote senat bill')], noFacts)).to.include({
      score: 0,
      basis: 'single_outlet',
      confidence: 0,
    });
    const oneSide = divergence(
      [
        row('cnn', 'left', 'vote senat', 0.9),
        row('vox', 'left', 'tax cut', -0.9),
        row('reuters', 'center', 'law'),
      ],
      noFacts,
    );
    expect(oneSide).to.include({ score: 0, basis: 'one_side' });
    expect(oneSide.interval).to.deep.equal([0, 0]);
  });

  it('scores one wire text carried by both sides 0', () => {
    const rows = [
      row('reuters', 'center', 'vote senat bill'),
      row('cnn', 'left', 'vote senat bill', 0, 'reuters'),
      row('fox-news', 'right', 'vote senat bill', 0, 'reuters'),
    ];
    expect(divergence(rows, noFacts)).to.include({ score: 0, basis: 'single_source' });
  });

  it('rises as the sides tell the story in other words, and names the pair farthest apart', () => {
    const alike = divergence(
      [
        row('cnn', 'left', 'senat pass bill vote tax'),
        row('fox-news', 'right', 'senat pass bill vote tax credit'),
      ],
      noFacts,
    );
    const apart = divergence(
      [
        row('cnn', 'left', 'senat pass bill famili relief'),
        row('fox-news', 'right', 'democrat spend spree debt'),
      ],
      noFacts,
    );
    expect(apart.components.wording).to.be.above(alike.components.wording!);
    expect(apart.score).to.be.above(alike.score);
    expect(apart.drivers.wording).to.deep.equal(['cnn', 'fox-news']);
  });

  it('measures the text distance beyond what the same side already differs by', () => {
    const distance = (a: number, b: number) => Math.abs(a - b);
    const sidesAlike = sideDistance([0, 0], [0.5, 0.5], distance, 0.2);
    const everyoneApart = sideDistance([0, 0.5], [0.5, 1], distance, 0.2);
    expect(sidesAlike.value).to.be.closeTo((0.5 - 0.12) / 0.88, 1e-9);
    expect(everyoneApart.value).to.be.closeTo((0.5 - 0.32) / 0.68, 1e-9);
    expect(sideDistance([0], [0.1], distance, 0.2).value).to.equal(0);
  });

  it('shows coverage imbalance without scoring it', () => {
    const uneven = divergence(
      [
        row('cnn', 'left', 'a b c'),
        row('vox', 'left', 'a b e'),
        row('msnbc', 'left', 'a b f'),
        row('fox-news', 'right', 'a b d'),
      ],
      noFacts,
    );
    expect(uneven.components.coverage).to.equal(0.5);
    expect(combine({ ...uneven.components, coverage: 1 })).to.equal(
      combine({ ...uneven.components, coverage: 0 }),
    );
  });

  it("measures meaning from the outlets' sentence vectors, and scores with the wording where they are missing", () => {
    const unit = (...xs: number[]) => {
      const norm = Math.hypot(...xs);
      return xs.map((x) => x / norm);
    };
    const withVectors = (vectors: number[][]) =>
      divergence(
        [
          { ...row('cnn', 'left', 'senat pass bill'), vector: vectors[0] },
          { ...row('fox-news', 'right', 'senat pass bill'), vector: vectors[1] },
        ],
        noFacts,
      );
    const near = withVectors([unit(1, 0.1), unit(1, 0.12)]);
    const far = withVectors([unit(1, 0.1), unit(0.1, 1)]);
    expect(near.components.meaning).to.equal(0);
    expect(far.components.meaning).to.be.above(0.3);
    expect(far.score).to.be.above(near.score);
    expect(scoreModelFor(far.components)).to.equal(WITH_VECTORS);
    const words = divergence(
      [row('cnn', 'left', 'senat pass bill'), row('fox-news', 'right', 'debt spree')],
      noFacts,
    );
    expect(words.components.meaning).to.equal(null);
    expect(scoreModelFor(words.components)).to.equal(WITHOUT_VECTORS);
    expect(words.score).to.be.above(0);
  });

  it('leaves the tone gap unmeasured (null) when one side has no known tone', () => {
    const unknown = divergence(
      [row('cnn', 'left', 'a b', 0.5), row('fox-news', 'right', 'a c', null)],
      noFacts,
    );
    expect(unknown.components.sentiment).to.equal(null);
    const known = divergence(
      [row('cnn', 'left', 'a b', 0.5), row('fox-news', 'right', 'a c', -0.5)],
      noFacts,
    );
    expect(known.components.sentiment).to.equal(0.5);
    expect(known.drivers.sentiment).to.deep.equal(['cnn', 'fox-news']);
  });

  it("contrasts the sides' frames, ~0 when they frame alike", () => {
    const alike = divergence(
      [
        row('cnn', 'left', 'a b', 0, 'cnn', [0.9, 0.1]),
        row('fox-news', 'right', 'a c', 0, 'fox-news', [0.9, 0.1]),
      ],
      noFacts,
    );
    const opposite = divergence(
      [
        row('cnn', 'left', 'a b', 0, 'cnn', [0.9, 0.1]),
        row('fox-news', 'right', 'a c', 0, 'fox-news', [0.1, 0.9]),
      ],
      noFacts,
    );
    expect(alike.components.framing).to.be.below(0.01);
    expect(opposite.components.framing).to.be.above(0.5);
  });

  it('gives an interval around the score that narrows as each side has more outlets, and the same one every time', () => {
    const rows = (): DivergenceRow[] => [
      row('cnn', 'left', 'senat bill relief'),
      row('vox', 'left', 'senat bill famili'),
      row('fox-news', 'right', 'debt spree'),
      row('daily-wire', 'right', 'debt spend'),
    ];
    expect(divergence(rows(), noFacts).interval).to.deep.equal(divergence(rows(), noFacts).interval);
    const one = divergence(
      [row('cnn', 'left', 'senat bill relief'), row('fox-news', 'right', 'debt spree')],
      noFacts,
    );
    const many = divergence(
      [
        row('cnn', 'left', 'senat bill relief'),
        row('vox', 'left', 'senat bill famili'),
        row('msnbc', 'left', 'bill relief aid'),
        row('politico', 'left', 'senat relief vote'),
        row('fox-news', 'right', 'debt spree'),
        row('daily-wire', 'right', 'debt spend'),
        row('breitbart', 'right', 'spree spend tax'),
        row('newsmax', 'right', 'debt tax hike'),
      ],
      noFacts,
    );
    for (const d of [one, many]) {
      expect(d.interval[0]).to.be.at.most(d.score);
      expect(d.interval[1]).to.be.at.least(d.score);
    }
    expect(many.interval[1] - many.interval[0]).to.be.below(one.interval[1] - one.interval[0]);
    expect(many.confidence).to.be.above(one.confidence);
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
    it(`${family.name}: wire copy <= same facts, other emphasis < opposite framing < opposite framing with contradicting figures`, () => {
      const scores = family.levels.map(
        (level) => analyseEvent(level.map((a) => member(a.outlet, a.headline, a.summary))).divergence_score,
      );
      expect(scores[0]).to.be.at.most(5);
      // Same facts told with another emphasis may sit with the wire copy at the bottom of real news's range.
      expect(scores[1], scores.join(' <= ')).to.be.at.least(scores[0]);
      for (let i = 2; i < scores.length; i += 1)
        expect(scores[i], scores.join(' < ')).to.be.above(scores[i - 1]);
    });
});
