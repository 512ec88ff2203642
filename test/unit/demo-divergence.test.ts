// The demo corpus orders its stories as a reader would (docs/demo-corpus.md, The four kinds): on a small seeded
// corpus, each article analysed as `parallax analyze` analyses it (memberOfLine: ingest's per-article analysis,
// sentence encoder included) and each event by analyseEvent, opposite framings score above stories told alike.
import { expect } from 'chai';
import type { MemberArticle } from '../../src/documents/member-article';
import { analyseEvent } from '../../src/analyze/event-analysis';
import { memberOfLine } from '../../src/cli/analyze-member';
import { generateDemoCorpusWithTruth, type EventKind } from '../../src/demo';

const NOW = new Date('2026-01-15T12:00:00Z');

describe('demo corpus divergence', function () {
  // About 1,500 articles through the encoder and the event analysis.
  this.timeout(180_000);

  it('scores opposite framings above stories told alike', async () => {
    const events = new Map<string, { kind: EventKind; members: MemberArticle[] }>();
    for (const t of generateDemoCorpusWithTruth({ articles: 1500, seed: 7, now: NOW })) {
      const outcome = await memberOfLine({ raw: t.record, where: t.eventKey }, NOW);
      if (!outcome.ok) throw new Error(`${t.record.url}: ${outcome.reason}`);
      const event = events.get(t.eventKey) ?? { kind: t.kind, members: [] };
      event.members.push(outcome.member);
      events.set(t.eventKey, event);
    }
    const scores: Partial<Record<EventKind, number[]>> = {};
    for (const { kind, members } of events.values()) {
      const analysis = analyseEvent(members);
      if (analysis.divergence.basis !== 'both_sides') continue;
      (scores[kind] ??= []).push(analysis.divergence_score);
    }
    const mean = (kind: EventKind) => {
      const xs = scores[kind] ?? [];
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(scores.alike?.length).to.be.above(20);
    expect(scores.framing?.length).to.be.above(20);
    expect(mean('framing'), JSON.stringify(scores)).to.be.above(mean('alike'));
  });
});
