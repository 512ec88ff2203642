// Event state updates: founding, joining, leaving, merging (the older event keeps its id) and lifecycle.
import { expect } from 'chai';
import {
  foundEvent,
  joinEvent,
  leaveEvent,
  documentLifecycle,
  lifecycle,
  MEMBER_SAMPLE,
  memberCount,
  mergeEvents,
  SETTLE_HOURS,
} from '../../src/cluster/event-state';
import type { ArticleFeatures } from '../../src/documents/article-features';

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
    expect(memberCount(event)).to.equal(51);
  });

  // A week-long story from 45 outlets: the state (and the document it is stored in) must not grow with it.
  describe('member sample', () => {
    const OUTLETS = 45;
    const story = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...article(
          1000 + i,
          i * 5 * 60_000,
          i % 3 === 0 ? { strike: 0.8, port: 0.6 } : { strike: 0.6, wage: 0.8 },
        ),
        outlet: `outlet${i % OUTLETS}`,
      }));
    const grow = (articles: ArticleFeatures[]) =>
      articles.slice(1).reduce(joinEvent, foundEvent(articles[0]));

    it('keeps every member up to the sample size, and counts them all beyond it', () => {
      const small = grow(story(MEMBER_SAMPLE));
      expect(small.members).to.have.length(MEMBER_SAMPLE);
      const large = grow(story(2000));
      expect(memberCount(large)).to.equal(2000);
      expect(large.members.length).to.be.at.most(MEMBER_SAMPLE);
    });

    it("keeps each outlet's first article, the latest ones and the exact time span", () => {
      const articles = story(2000);
      const large = grow(articles);
      const kept = new Set(large.members.map((m) => m.id));
      for (let o = 0; o < OUTLETS; o += 1) expect(kept.has(articles[o].id), `outlet${o}`).to.equal(true);
      for (const latest of articles.slice(-32)) expect(kept.has(latest.id)).to.equal(true);
      expect([large.firstAt, large.lastAt]).to.deep.equal([articles[0].at, articles[1999].at]);
      expect(large.members.map((m) => m.at)).to.deep.equal(
        [...large.members.map((m) => m.at)].sort((x, y) => x - y),
      );
    });

    it('keeps the members closest to the event when they joined among the rest', () => {
      // Every tenth article is off the story's words (a roundup that mentions it in passing).
      const articles = story(300).map((x, i) => (i % 10 === 5 ? { ...x, terms: { weather: 1 } } : x));
      const large = grow(articles);
      const firsts = new Set(articles.slice(0, OUTLETS).map((x) => x.id));
      const latest = new Set(articles.slice(-32).map((x) => x.id));
      const rest = large.members.filter((m) => !firsts.has(m.id) && !latest.has(m.id));
      expect(rest.length).to.be.greaterThan(0);
      expect(rest.filter((m) => (m.id - 1000) % 10 === 5)).to.deep.equal([]);
    });

    it('counts the members of both events when they merge, and samples the union', () => {
      const articles = story(400);
      const first = grow(articles.slice(0, 200));
      const second = grow(articles.slice(200));
      const merged = mergeEvents(first, second);
      expect(memberCount(merged)).to.equal(400);
      expect(merged.members.length).to.be.at.most(MEMBER_SAMPLE);
      expect(merged.members[0].id).to.equal(articles[0].id);
      expect(merged.members.at(-1)!.id).to.equal(articles[399].id);
    });

    it('reads a state stored before sampling (every member listed, no count) as holding all of them', () => {
      const old = { ...grow(story(150)), count: undefined };
      const listed = { ...old, members: story(150).map((x) => ({ id: x.id, outlet: x.outlet, at: x.at })) };
      expect(memberCount(listed)).to.equal(150);
      const joined = joinEvent(listed, {
        ...article(5000, 151 * 5 * 60_000, { strike: 1 }),
        outlet: 'outlet0',
      });
      expect(memberCount(joined)).to.equal(151);
      expect(joined.members.length).to.be.at.most(MEMBER_SAMPLE);
    });
  });
});
