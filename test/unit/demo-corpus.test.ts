import { expect } from 'chai';
import { generateDemoCorpus, generateDemoCorpusWithTruth, type DemoTruthRecord } from '../../src/demo';
import { COMPANIES } from '../../src/demo/companies';
import { castEvent } from '../../src/demo/event';
import { fill } from '../../src/demo/fill';
import { Rng } from '../../src/demo/prng';
import type { Side } from '../../src/demo/template';
import { TEMPLATES } from '../../src/demo/templates';
import { outletBySlug, outletForHost } from '../../src/outlets/catalog';
import { GAP } from '../../src/spec';

const NOW = new Date('2025-06-15T12:00:00Z');
const DAY = 86_400_000;

function lines(options: Parameters<typeof generateDemoCorpus>[0]): string[] {
  return Array.from(generateDemoCorpus(options), (r) => JSON.stringify(r));
}

function position(slug: string | undefined): number {
  const outlet = slug ? outletBySlug(slug) : undefined;
  if (!outlet) throw new Error(`unknown outlet ${slug}`);
  return outlet.bias_position;
}

describe('demo corpus generator', function () {
  this.timeout(30_000);

  const N = 20_000;
  let corpus: DemoTruthRecord[];
  let events: Map<string, DemoTruthRecord[]>;

  before(() => {
    corpus = Array.from(generateDemoCorpusWithTruth({ articles: N, seed: 11, now: NOW }));
    events = new Map();
    for (const item of corpus) events.set(item.eventKey, [...(events.get(item.eventKey) ?? []), item]);
  });

  describe('determinism and counts', () => {
    it('gives byte-identical output for the same options', () => {
      const a = lines({ articles: 3000, seed: 5, now: NOW, days: 3 });
      const b = lines({ articles: 3000, seed: 5, now: NOW, days: 3 });
      expect(a.join('\n')).to.equal(b.join('\n'));
    });

    it('changes with the seed', () => {
      expect(lines({ articles: 200, seed: 1, now: NOW })).not.to.deep.equal(
        lines({ articles: 200, seed: 2, now: NOW }),
      );
    });

    it('yields exactly the number of articles asked for', () => {
      for (const n of [0, 1, 2, 7, 523]) expect(lines({ articles: n, now: NOW })).to.have.length(n);
      expect(corpus).to.have.length(N);
    });

    it('rejects a negative or fractional article count', () => {
      expect(() => lines({ articles: -1, now: NOW })).to.throw(RangeError);
      expect(() => lines({ articles: 1.5, now: NOW })).to.throw(RangeError);
    });

    // Generating ten million articles takes minutes (about 30 µs each) and gigabytes, so only a stream passes within
    // the test timeout; the time to the first records is measured by bench/demo-stream.ts.
    it('streams: the first records of a ten-million-article corpus come without generating the rest', () => {
      const first: string[] = [];
      for (const record of generateDemoCorpus({ articles: 10_000_000, now: NOW })) {
        first.push(record.url);
        if (first.length === 100) break;
      }
      expect(first).to.have.length(100);
    });
  });

  describe('records', () => {
    // Checks over all records collect offenders and assert once: 20,000 chai calls per check are slow.
    it('has only replay-format fields, with title, url, published_at, summary and an outlet slug', () => {
      const allowed = ['url', 'title', 'published_at', 'summary', 'body', 'byline', 'image_url', 'outlet'];
      const bad = corpus.filter(
        ({ record }) =>
          !Object.keys(record).every((k) => allowed.includes(k)) ||
          !record.title ||
          !record.summary ||
          !outletBySlug(record.outlet ?? ''),
      );
      expect(bad).to.deep.equal([]);
    });

    it('puts every URL on its outlet domain under /parallax-demo/<yyyy>/<mm>/<dd>/, all distinct', () => {
      const urls = new Set(corpus.map((c) => c.record.url));
      const bad = corpus.filter(({ record }) => {
        const url = new URL(record.url);
        const day = record.published_at.slice(0, 10).replace(/-/g, '/');
        const path = /^\/parallax-demo\/(\d{4}\/\d\d\/\d\d)\/[a-z0-9-]+-\d+$/.exec(url.pathname);
        return outletForHost(url.hostname)?.slug !== record.outlet || path?.[1] !== day;
      });
      expect(bad).to.deep.equal([]);
      expect(urls.size).to.equal(N);
    });

    it('publishes within the window, never after now, oldest first', () => {
      let last = 0;
      const bad = corpus.filter(({ record }) => {
        const ms = Date.parse(record.published_at);
        const ok =
          /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(record.published_at) &&
          ms <= NOW.getTime() &&
          ms >= NOW.getTime() - 7 * DAY &&
          ms >= last;
        last = ms;
        return !ok;
      });
      expect(bad).to.deep.equal([]);
      expect(Date.parse(corpus[0].record.published_at)).to.be.below(NOW.getTime() - 6.5 * DAY);
      expect(last).to.be.above(NOW.getTime() - DAY / 4);
    });

    it('never publishes in the future with the default now', () => {
      const before = Date.now();
      for (const record of generateDemoCorpus({ articles: 300, days: 1 })) {
        expect(Date.parse(record.published_at)).to.be.at.most(Date.now());
        expect(Date.parse(record.published_at)).to.be.at.least(before - DAY - 1000);
      }
    });

    it('marks bylines as synthetic and sets images on about 28% of articles', () => {
      const badBylines = corpus.filter(
        ({ record }) => record.byline && !/Parallax Demo|\(synthetic\)$/.test(record.byline),
      );
      const images = corpus
        .filter(({ record }) => record.image_url)
        .map(({ record }) => record.image_url ?? '');
      expect(badBylines).to.deep.equal([]);
      expect(images.filter((u) => !/^https:\/\/[^/]+\/parallax-demo\/img\/\d+\.jpg$/.test(u))).to.deep.equal(
        [],
      );
      expect(images.length / N).to.be.within(0.25, 0.31);
    });

    it('leaves no unfilled placeholder in any text', () => {
      const texts = corpus.map(({ record }) => `${record.title} ${record.summary} ${record.body ?? ''}`);
      expect(texts.filter((t) => /[{}~]|undefined|NaN|\s{2}| a [aeio]/.test(t))).to.deep.equal([]);
    });
  });

  describe('templates', () => {
    it('fill every text of every template in every voice, for many casts', () => {
      const r = new Rng(3);
      const problems: string[] = [];
      for (const template of TEMPLATES) {
        for (let i = 0; i < 20; i++) {
          const event = castEvent(r, i, template, NOW.getTime() - i * DAY);
          for (const voice of ['left', 'center', 'right'] as Side[]) {
            const words = Object.fromEntries(Object.entries(event.words).map(([k, v]) => [k, v[voice]]));
            const texts = [
              ...template.headlines[voice],
              ...template.leads[voice],
              ...template.details,
              ...template.reactions[voice],
            ];
            for (const text of texts) {
              const out = fill(text, { r, slots: event.slots, words });
              if (/[{}~]|undefined|NaN|\s{2}/.test(out)) problems.push(`${template.key}: ${out}`);
            }
          }
        }
      }
      expect(problems).to.deep.equal([]);
    });

    it('give every template a unique key, three headlines and a lead per side, and cover all six categories', () => {
      for (const t of TEMPLATES) {
        for (const voice of ['left', 'center', 'right'] as Side[]) {
          expect(t.headlines[voice].length, t.key).to.be.at.least(3);
          expect(t.leads[voice].length, t.key).to.be.at.least(1);
        }
      }
      expect(new Set(TEMPLATES.map((t) => t.key)).size).to.equal(TEMPLATES.length);
      expect(new Set(TEMPLATES.map((t) => t.category))).to.deep.equal(
        new Set(['war', 'economy', 'politics', 'ai', 'health', 'other']),
      );
    });
  });

  describe('events', () => {
    it('groups several outlets per event, published within hours of each other', () => {
      const sizes = [...events.values()].map((a) => a.length);
      const typical = sizes.filter((n) => n >= 3 && n <= 15).length;
      expect(typical / sizes.length).to.be.above(0.85);
      expect(Math.max(...sizes)).to.be.at.most(16);
      for (const articles of events.values()) {
        const times = articles.map((a) => Date.parse(a.record.published_at));
        expect(Math.max(...times) - Math.min(...times)).to.be.at.most(14 * 3_600_000);
      }
    });

    it('gives the outlets of one event different headlines', () => {
      const repeated = [...events.values()].filter(
        (articles) => new Set(articles.map((a) => a.record.title.toLowerCase())).size < articles.length,
      );
      expect(repeated.map((a) => a[0].eventKey)).to.deep.equal([]);
    });

    it('casts each event with its own names and figures', () => {
      const signatures = new Set([...events.values()].map((a) => a[0].template + JSON.stringify(a[0].facts)));
      expect(signatures.size / events.size).to.be.above(0.99);
      expect(new Set(corpus.map((c) => c.template)).size).to.be.above(40);
    });

    it('has one-sided events (about 10%): 3+ outlets on one side, none on the other', () => {
      let gaps = 0;
      for (const articles of events.values()) {
        const positions = articles.map((a) => position(a.record.outlet));
        const left = positions.filter((p) => p <= GAP.leftMaxPosition).length;
        const right = positions.filter((p) => p >= GAP.rightMinPosition).length;
        const gap = left >= 3 && right === 0 ? 'left' : right >= 3 && left === 0 ? 'right' : null;
        expect(articles[0].gap).to.equal(gap);
        if (gap) gaps++;
      }
      expect(gaps / events.size).to.be.within(0.07, 0.13);
      expect(corpus.some((c) => c.gap === 'left')).to.equal(true);
      expect(corpus.some((c) => c.gap === 'right')).to.equal(true);
    });

    it('covers general news from both sides of the spectrum', () => {
      for (const articles of events.values()) {
        if (articles[0].market || articles[0].gap || articles.length < 3) continue;
        const sides = new Set(articles.map((a) => a.side));
        expect(sides.has('left') && sides.has('right')).to.equal(true);
      }
    });

    it('frames by side: "crackdown" only from left-leaning outlets, "illegal aliens" only from right ones', () => {
      const immigration = corpus.filter((c) => c.template === 'politics.immigration-operation');
      const says = (c: DemoTruthRecord, word: string) =>
        `${c.record.title} ${c.record.summary}`.includes(word);
      const crackdown = immigration.filter((c) => says(c, 'crackdown'));
      const aliens = immigration.filter((c) => says(c, 'illegal aliens'));
      expect(crackdown.length).to.be.above(0);
      expect(aliens.length).to.be.above(0);
      for (const c of crackdown) expect(position(c.record.outlet)).to.be.below(50);
      for (const c of aliens) expect(position(c.record.outlet)).to.be.above(50);
    });

    it('now and then reports contradicting figures between outlets', () => {
      const disputed = [...events.values()].filter((a) => a[0].disputed);
      expect(disputed.length).to.be.above(events.size * 0.02);
      for (const articles of disputed) {
        const [main, alt] = articles[0].figures ?? ['', ''];
        expect(main).to.not.equal(alt);
        const texts = articles.map((a) => `${a.record.title} ${a.record.summary} ${a.record.body ?? ''}`);
        expect(texts.some((t) => t.includes(main)) || texts.some((t) => t.includes(alt))).to.equal(true);
      }
    });
  });

  describe('market stories', () => {
    it('are about 30% of events and carried mostly by wires and business desks', () => {
      const market = [...events.values()].filter((a) => a[0].market);
      expect(market.length / events.size).to.be.within(0.25, 0.4);
      const desks = [
        'reuters',
        'associated-press',
        'bloomberg',
        'wall-street-journal',
        'cnbc',
        'financial-times',
      ];
      const business = ['marketwatch', 'forbes', 'business-insider', 'fox-business'];
      const articles = market.flat();
      const fromDesks = articles.filter((a) => [...desks, ...business].includes(a.record.outlet ?? ''));
      expect(fromDesks.length / articles.length).to.be.above(0.6);
    });

    it('name the real companies they are about in the headline or summary', () => {
      const names = new Map(COMPANIES.map((c) => [c.ticker, c.name]));
      const market = corpus.filter((c) => c.market);
      const unnamed = market.filter((item) => {
        const text = `${item.record.title} ${item.record.summary}`;
        return !item.tickers.some((t) => text.includes(names.get(t) ?? '?') || text.includes(`$${t}`));
      });
      expect(market.length).to.be.above(0);
      expect(unnamed.map((c) => c.record.title)).to.deep.equal([]);
      const all = market.map((c) => `${c.record.title} ${c.record.summary}`).join('\n');
      expect(all).to.match(/\((NASDAQ|NYSE): [A-Z]+\)/);
      expect(all).to.match(/\$[A-Z]{1,5}\b/);
    });
  });
});
