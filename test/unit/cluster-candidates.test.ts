// The in-memory candidate index: recent events sharing the query's weighted terms or entities, best first.
import { expect } from 'chai';
import { candidateQuery, MemoryCandidateIndex } from '../../src/cluster/candidates';
import { articleProfile } from '../../src/cluster/profile';
import { foundEvent, joinEvent, MAX_SPAN_HOURS, SETTLE_HOURS } from '../../src/cluster/event-state';
import type { ArticleFeatures } from '../../src/documents/article-features';

const HOUR = 3_600_000;

function article(
  id: number,
  hours: number,
  terms: Record<string, number>,
  entities: string[] = [],
): ArticleFeatures {
  return { id, outlet: 'o', at: hours * HOUR, terms, title: {}, entities, numbers: [] };
}

describe('cluster: candidate retrieval', () => {
  const index = new MemoryCandidateIndex();
  index.upsert(foundEvent(article(1, 0, { tariff: 0.9, steel: 0.4 })));
  index.upsert(foundEvent(article(2, 1, { tariff: 0.5, grain: 0.8 })));
  index.upsert(foundEvent(article(3, 2, { opera: 1 }, ['vienna'])));
  index.upsert(foundEvent(article(4, -SETTLE_HOURS - 10, { tariff: 1 })));

  it('states the query explicitly: top weighted terms, entities, a time window and a size', () => {
    const q = candidateQuery(articleProfile(article(9, 3, { steel: 0.2, tariff: 0.8 }, ['vienna'])));
    expect(q.terms).to.deep.equal([
      ['tariff', 0.8],
      ['steel', 0.2],
    ]);
    expect(q.entities).to.deep.equal(['vienna']);
    expect([q.from, q.to]).to.deep.equal([(3 - SETTLE_HOURS) * HOUR, (3 + SETTLE_HOURS) * HOUR]);
  });

  it('returns recent events sharing terms or entities, best score first, within the window', async () => {
    const found = await index.candidates(
      candidateQuery(articleProfile(article(9, 3, { steel: 0.3, tariff: 0.9 }, ['vienna']))),
    );
    expect(found.map((e) => e.id)).to.deep.equal([1, 2, 3]);
  });

  it('offers no event first seen more than the maximum span before the article, however recently it grew', () => {
    const chain = new MemoryCandidateIndex();
    let event = foundEvent(article(6, 0, { oil: 1 }));
    for (let day = 1; day <= 7; day += 1) event = joinEvent(event, article(60 + day, day * 24, { oil: 1 }));
    chain.upsert(event);
    const probe = (hours: number) =>
      chain.search(candidateQuery(articleProfile(article(99, hours, { oil: 1 }))));
    expect(probe(MAX_SPAN_HOURS - 1).map((e) => e.id)).to.deep.equal([6]);
    expect(probe(MAX_SPAN_HOURS + 1)).to.have.length(0);
  });

  it('honours exclusions and the size bound', () => {
    const q = { ...candidateQuery(articleProfile(article(9, 3, { tariff: 1 }))), exclude: [1], size: 1 };
    expect(index.search(q).map((e) => e.id)).to.deep.equal([2]);
  });

  it('replaces and removes events', () => {
    const copy = new MemoryCandidateIndex();
    copy.upsert(foundEvent(article(5, 0, { tariff: 1 })));
    copy.upsert({ ...foundEvent(article(5, 0, { opera: 1 })) });
    expect(copy.search(candidateQuery(articleProfile(article(9, 0, { tariff: 1 }))))).to.have.length(0);
    copy.remove(5);
    expect(copy.size).to.equal(0);
  });
});
