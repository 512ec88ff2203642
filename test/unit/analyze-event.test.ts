import { expect } from 'chai';
import { DIVERGENCE_METHOD_VERSION } from '../../src/analyze/divergence';
import { analyseEvent } from '../../src/analyze/event-analysis';
import { analyseArticle } from '../../src/ingest/article-analysis';
import { member } from '../fixtures/member-articles';
import { SCENARIO_FAMILIES } from '../fixtures/divergence-scenarios';

describe('analyze/event-analysis: the comparison fields on the event', () => {
  const [family] = SCENARIO_FAMILIES;
  const contradicting = () => family.levels[3].map((a) => member(a.outlet, a.headline, a.summary));

  it('writes a framing summary per outlet from what it alone stresses, and they differ', () => {
    const { sources } = analyseEvent(contradicting());
    const summaries = sources.map((s) => s.framing_summary);
    expect(new Set(summaries).size).to.equal(summaries.length);
    const guardian = sources.find((s) => s.outlet_slug === 'the-guardian')!;
    expect(guardian.framing_summary)
      .to.match(/^Alone in saying “/)
      .and.contain('families');
    const fox = sources.find((s) => s.outlet_slug === 'fox-news')!;
    expect(fox.framing_summary).to.contain('3,000').and.not.contain('families');
  });

  it('says a wire copy is one, and stores which outlet copies which', () => {
    const analysis = analyseEvent(
      family.levels[0].map((a, i) => member(a.outlet, a.headline, a.summary, `2026-11-10T1${i}:00:00.000Z`)),
    );
    expect(analysis.wire_copies.map((c) => c.copy_of)).to.satisfy((o: string[]) =>
      o.every((x) => x === 'the-guardian'),
    );
    expect(analysis.wire_copies).to.have.length(family.levels[0].length - 1);
    const copy = analysis.sources.find((s) => s.outlet_slug === 'fox-news')!;
    expect(copy.framing_summary).to.equal(
      'Carries the same wire text as The Guardian; it adds no emphasis of its own.',
    );
    expect(analysis.facts).to.deep.equal([]);
    expect(analysis.divergence_score).to.equal(0);
  });

  it('finds the subject and stores the divergence with its version, basis, drivers and first history point', () => {
    const analysis = analyseEvent(contradicting());
    expect(analysis.subject).to.equal('Larkspur');
    expect(analysis.divergence).to.include({
      method_version: DIVERGENCE_METHOD_VERSION,
      basis: 'both_sides',
    });
    expect(analysis.divergence.history).to.deep.equal([
      {
        t: '2026-11-10T12:00:00.000Z',
        score: analysis.divergence_score,
        method_version: DIVERGENCE_METHOD_VERSION,
      },
    ]);
    expect(analysis.divergence.drivers.facts.length).to.be.greaterThan(0);
    expect(analysis.facts[0]).to.include({ status: 'disputed' });
    const again = analyseEvent(contradicting(), analysis.divergence);
    expect(again.divergence.history).to.have.length(1);
  });

  it('gives the same analysis from the per-article inputs ingest computed as from the texts alone', () => {
    for (const { levels } of SCENARIO_FAMILIES)
      for (const level of levels) {
        const members = level.map((a, i) =>
          member(a.outlet, a.headline, a.summary, `2026-11-10T1${i}:00:00.000Z`),
        );
        // The same articles as ingest hands them over: inputs computed per article, through a thread message.
        const carrying = members.map((m) => {
          const { eventInputs } = analyseArticle({
            id: m.id,
            title: m.headline,
            lead: m.summary,
            published_at: m.published_at,
            outlet: m.outlet_slug,
            summary: m.summary,
          });
          return { ...m, carried: structuredClone(eventInputs!) };
        });
        const plain = analyseEvent(members);
        expect(analyseEvent(carrying)).to.deep.equal(plain);
        // Saved again with the same members (the outlets' texts are remembered between saves).
        expect(analyseEvent(carrying, plain.divergence)).to.deep.equal(
          analyseEvent(members, plain.divergence),
        );
      }
  });

  it('stores the gap object only for a gap, and null otherwise', () => {
    const right = ['fox-news', 'new-york-post', 'daily-wire', 'breitbart'].map((o) =>
      member(o, `Story ${o}`, 'The Larkspur council met.'),
    );
    expect(analyseEvent(right).gap).to.deep.equal({
      covered_by: 'right',
      ignored_by: 'left',
      covered_count: 4,
      ignored_count: 0,
    });
    expect(analyseEvent(contradicting()).gap).to.equal(null);
  });
});
