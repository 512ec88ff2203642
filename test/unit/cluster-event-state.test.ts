// Event state updates: founding, joining, leaving, merging (the older event keeps its id) and lifecycle.
import { expect } from 'chai';
import {
  foundEvent,
  joinEvent,
  leaveEvent,
  documentLifecycle,
  lifecycle,
  mergeEvents,
  SETTLE_HOURS,
} from '../../src/cluster/event-state';
import type { ArticleFeatures } from '../../src/cluster/features';

const HOUR = 3_600_000;

function article(
  id: number,
  at: number,
  terms: Record<string, number>,
  entities: string[] = [],
): ArticleFeatures {
  return { id, outlet: `o${id}`, at, terms, title: terms, entities, numbers: [] };
}

describe('cluster: event state', () => {
  const a = article(10, 5 * HOUR, { dam: 0.8, river: 0.6 }, ['oakton']);
  const b = article(7, 2 * HOUR, { dam: 0.6, spill: 0.8 }, ['oakton', 'reyes']);

  it('founds an event under the article id and adds members in time order', () => {
    const event = joinEvent(foundEvent(a), b);
    expect(event.id).to.equal(10);
    expect(event.members.map((m) => m.id)).to.deep.equal([7, 10]);
    expect([event.firstAt, event.lastAt]).to.deep.equal([2 * HOUR, 5 * HOUR]);
    expect(event.terms.dam).to.be.closeTo(1.4, 1e-12);
    expect(event.entities).to.deep.equal({ oakton: 2, reyes: 1 });
  });

  it('undoes a join when the article leaves', () => {
    const event = leaveEvent(joinEvent(foundEvent(a), b), b);
    expect(event.members.map((m) => m.id)).to.deep.equal([10]);
    expect(Object.keys(event.terms).sort()).to.deep.equal(['dam', 'river']);
    expect(event.terms.dam).to.be.closeTo(0.8, 1e-12);
    expect(event.entities).to.deep.equal({ oakton: 1 });
    const alone = foundEvent(a);
    expect(leaveEvent(alone, a)).to.equal(alone);
  });

  it('merges under the id of the event founded first, whatever the argument order', () => {
    const older = foundEvent(b);
    const newer = foundEvent(a);
    for (const merged of [mergeEvents(older, newer), mergeEvents(newer, older)]) {
      expect(merged.id).to.equal(7);
      expect(merged.members.map((m) => m.id)).to.deep.equal([7, 10]);
    }
  });

  it('is developing, then active, then settled', () => {
    const event = foundEvent(a);
    expect(lifecycle(event, a.at + HOUR)).to.equal('developing');
    expect(lifecycle(event, a.at + 12 * HOUR)).to.equal('active');
    expect(lifecycle(event, a.at + SETTLE_HOURS * HOUR)).to.equal('settled');
  });

  it("derives a stored document's lifecycle at read time from its first and latest article", () => {
    const doc = { first_seen_at: '2026-11-10T00:00:00Z', last_article_at: '2026-11-11T00:00:00Z' };
    const at = (iso: string) => Date.parse(iso);
    expect(documentLifecycle(doc, at('2026-11-10T05:00:00Z'))).to.equal('developing');
    expect(documentLifecycle(doc, at('2026-11-12T00:00:00Z'))).to.equal('active');
    expect(documentLifecycle(doc, at('2026-11-15T00:00:00Z'))).to.equal('settled');
  });

  it('keeps a bounded number of terms however many articles join', () => {
    let event = foundEvent(a);
    for (let i = 0; i < 50; i += 1) {
      const terms: Record<string, number> = {};
      for (let t = 0; t < 10; t += 1) terms[`term${i}x${t}`] = 0.3;
      event = joinEvent(event, article(100 + i, a.at, terms));
    }
    expect(Object.keys(event.terms).length).to.be.at.most(150);
    expect(event.members).to.have.length(51);
  });
});
