// "Same wording, different actors": formulaic stories about different companies (earnings, buybacks,
// recalls) published the same day, or one market's moves on two days, stay apart, while one company's story
// told in two wordings joins.
// All text is invented for these tests.
import { expect } from 'chai';
import { Clusterer } from '../../src/cluster/clusterer';
import { articleFeatures } from '../../src/cluster/features';
import { type ArticleFeatures } from '../../src/documents/article-features';
import { MemoryClusterStore } from '../../src/cluster/store';

const HOUR = 3_600_000;
const T0 = Date.parse('2025-10-28T12:00:00Z');

interface Story {
  title: string;
  body: string;
  tickers?: string[];
}

function article(id: number, story: Story, hours: number): ArticleFeatures {
  return articleFeatures({ id, outlet: `outlet-${id}`, published_at: T0 + hours * HOUR, ...story });
}

async function eventsOf(articles: ArticleFeatures[]): Promise<Map<number, number>> {
  const store = new MemoryClusterStore();
  const clusterer = new Clusterer(store, store);
  for (const a of articles) await clusterer.cycle([a]);
  return store.eventsOfArticles(articles.map((a) => a.id));
}

const earnings = (
  company: string,
  ticker: string,
  revenue: string,
  eps: string,
  est: string,
  move: string,
) => ({
  title: `${company} Third Quarter Revenue at $${revenue} Billion; EPS $${eps}`,
  body: `${company} (NYSE: ${ticker}) reported third quarter earnings of $${eps} per share on Tuesday, compared with the $${est} analysts expected, on revenue of $${revenue} billion; shares rose ${move}% in extended trading.`,
  tickers: [ticker],
});

const LUMEN = earnings('Lumenfield', 'LMFD', '64.2', '1.22', '1.05', '3.1');
const COREWAY = earnings('Coreway', 'CRWY', '87.3', '1.81', '1.64', '2.2');
const BRISK = earnings('Briskline', 'BRSK', '12.6', '0.47', '0.41', '4.5');
const LUMEN_AGAIN: Story = {
  title: 'Lumenfield tops estimates as third-quarter revenue reaches $64.2 billion',
  body: 'Lumenfield earned $1.22 a share in the third quarter on $64.2 billion of revenue, beating the $1.05 analysts had forecast; the stock climbed 3.1% after the bell.',
  tickers: ['LMFD'],
};
const RECALL: Story = {
  title: 'Pellwick Systems recalls 40,000 home routers over overheating risk',
  body: 'Pellwick Systems is recalling 40,000 home routers sold since March after 23 reports of units overheating, the Consumer Product Safety Commission said on Tuesday. Owners can return them for a full refund.',
  tickers: ['PWS'],
};
const RESIGNS: Story = {
  title: 'Pellwick Systems chief executive Mara Quist steps down after 11 years',
  body: 'Mara Quist will step down as chief executive of Pellwick Systems at the end of the year, the company said on Tuesday, ending an 11-year tenure; finance chief Oren Daley will run the company while the board searches for a successor.',
  tickers: ['PWS'],
};

// A daily market move: the same words every day, told apart by its figures and its weekday.
const OIL_MONDAY: Story = {
  title: 'Oil prices jump 3.4% on supply fears; Brent at $81.10',
  body: 'Oil prices jumped 3.4% on Monday after supply fears in the Middle East, with Brent crude settling at $81.10 a barrel and WTI at $77.85; shares of Kestrel Energy and Marlow Petroleum rose.',
};
const OIL_MONDAY_AGAIN: Story = {
  title: 'Brent settles at $81.10 as supply fears lift crude 3.4%',
  body: 'Brent crude futures settled at $81.10 a barrel on Monday, a 3.4% move, and U.S. WTI at $77.85 after supply fears in the Middle East; Kestrel Energy and Marlow Petroleum rose.',
};
const OIL_TUESDAY: Story = {
  title: 'Oil prices fall 1.2% on inventory build; Brent at $80.13',
  body: 'Oil prices fell 1.2% on Tuesday after a build in U.S. inventories, with Brent crude settling at $80.13 a barrel and WTI at $76.90; shares of Kestrel Energy and Marlow Petroleum slipped.',
};

describe('cluster: same wording, different actors', () => {
  it("keeps two days' formulaic market moves apart by their figures and weekdays", async () => {
    const eventOf = await eventsOf([
      article(41, OIL_MONDAY, 0),
      article(42, OIL_MONDAY_AGAIN, 2),
      article(43, OIL_TUESDAY, 22),
    ]);
    expect(eventOf.get(42)).to.equal(eventOf.get(41));
    expect(eventOf.get(43)).to.not.equal(eventOf.get(41));
  });

  it('keeps same-day earnings reports of different companies apart', async () => {
    const eventOf = await eventsOf([article(1, LUMEN, 0), article(2, COREWAY, 1), article(3, BRISK, 2)]);
    expect(new Set(eventOf.values()).size).to.equal(3);
  });

  it("keeps one company's two different happenings of the same day apart", async () => {
    const eventOf = await eventsOf([article(11, RECALL, 0), article(12, RESIGNS, 6)]);
    expect(eventOf.get(11)).to.not.equal(eventOf.get(12));
  });

  it("still joins one company's earnings told in two wordings, among other companies' reports", async () => {
    const eventOf = await eventsOf([
      article(21, LUMEN, 0),
      article(22, COREWAY, 0.5),
      article(23, BRISK, 1),
      article(24, LUMEN_AGAIN, 2),
    ]);
    expect(eventOf.get(24)).to.equal(eventOf.get(21));
    expect(new Set(eventOf.values()).size).to.equal(3);
  });

  it('folds tickers into the entities as one key per company', () => {
    const f = article(31, LUMEN, 0);
    expect(f.entities).to.include('$lmfd');
    expect(f.entities).to.not.include('ep');
  });
});
