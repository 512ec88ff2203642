// Two different happenings of one named person on one day stay two events, while two reports of one
// happening in other words join; and the clusterer says what each join rested on (ClustererOptions.trace), which
// scripts/eval-same-actor.ts reads to list the wrong same-actor merges of the dev data.
// All text is invented for these tests.
import { expect } from 'chai';
import { Clusterer, type JoinRecord } from '../../src/cluster/clusterer';
import { articleFeatures } from '../../src/cluster/features';
import { type ArticleFeatures } from '../../src/documents/article-features';
import { MemoryClusterStore } from '../../src/cluster/store';

const HOUR = 3_600_000;
const T0 = Date.parse('2025-03-11T13:00:00Z');

function article(id: number, title: string, body: string, hours: number): ArticleFeatures {
  return articleFeatures({ id, title, body, outlet: `outlet-${id}`, published_at: T0 + hours * HOUR });
}

async function cluster(
  articles: ArticleFeatures[],
): Promise<{ eventOf: Map<number, number>; records: JoinRecord[] }> {
  const store = new MemoryClusterStore();
  const records: JoinRecord[] = [];
  const clusterer = new Clusterer(store, store, { trace: (r) => records.push(r) });
  for (const a of articles) await clusterer.cycle([a]);
  return { eventOf: await store.eventsOfArticles(articles.map((a) => a.id)), records };
}

// One senator, one Tuesday: her vote on a farm bill, and her car crash on the way home.
const VOTE = article(
  1,
  'Senator Maren Holloway casts deciding vote to pass the farm subsidy bill',
  'Sen. Maren Holloway cast the deciding vote on Tuesday as the Senate passed the farm subsidy bill 51-49, sending crop insurance and dairy support payments to the House after weeks of negotiation.',
  0,
);
const VOTE_AGAIN = article(
  2,
  'Holloway vote carries Senate farm bill 51-49',
  'The Senate approved the farm subsidy package 51-49 on Tuesday, with Sen. Maren Holloway breaking ranks to supply the decisive vote; the bill expands crop insurance and dairy payments and now goes to the House.',
  2,
);
const CRASH = article(
  3,
  'Senator Maren Holloway hurt in highway car crash',
  'Sen. Maren Holloway was taken to hospital with a broken wrist on Tuesday evening after her car was struck by a pickup truck on Interstate 66, state police said; the other driver was cited for running a red light.',
  7,
);
const CRASH_AGAIN = article(
  4,
  'Holloway treated for broken wrist after pickup hits her car',
  'A pickup truck ran a red light and struck the car carrying Sen. Maren Holloway on Interstate 66 on Tuesday evening; she was treated at a hospital for a broken wrist, police said.',
  8,
);

describe('cluster: one person, two happenings on one day', () => {
  it("keeps a senator's vote on a bill and her car crash the same day in two events", async () => {
    const { eventOf } = await cluster([VOTE, VOTE_AGAIN, CRASH, CRASH_AGAIN]);
    expect(eventOf.get(3)).to.not.equal(eventOf.get(1));
    expect(eventOf.get(4)).to.not.equal(eventOf.get(1));
  });

  it('joins two reports of each happening told in different words', async () => {
    const { eventOf } = await cluster([VOTE, CRASH, VOTE_AGAIN, CRASH_AGAIN]);
    expect(eventOf.get(2)).to.equal(eventOf.get(1));
    expect(eventOf.get(4)).to.equal(eventOf.get(3));
    expect(new Set(eventOf.values()).size).to.equal(2);
  });

  it('tells the trace which join happened and the features it rested on', async () => {
    const { records } = await cluster([VOTE, VOTE_AGAIN]);
    expect(records).to.have.length(1);
    const [join] = records;
    expect(join.how).to.equal('join');
    expect(join.incoming).to.deep.equal([2]);
    expect(join.into).to.deep.equal([1]);
    expect(join.probability).to.be.at.least(0.5);
    // Shared what, not only who: the tally and the bill's words.
    expect(join.similarity.numbers).to.be.at.least(1);
    expect(join.similarity.content).to.be.greaterThan(0.2);
  });
});
