// The outlet catalog: the generated data meets the constraints the spec's gap rules and the API rely on,
// and lookups by slug, host, URL, name and alias find the right outlet (and nothing for unknown values).
import { expect } from 'chai';
import { BIASES, GAP } from '../../src/spec';
import { OUTLETS, outletBySlug, outletForHost, resolveOutlet } from '../../src/outlets/catalog';

// Fixed: routes, fixtures and other modules refer to outlets by these slugs.
const SLUGS = [
  'cnn', 'msnbc', 'huffpost', 'new-york-times', 'washington-post', 'the-guardian', 'nbc-news', 'abc-news',
  'cbs-news', 'politico', 'vox', 'the-atlantic', 'slate', 'mother-jones', 'the-intercept', 'daily-beast',
  'reuters', 'associated-press', 'bbc-news', 'bloomberg', 'wall-street-journal', 'cnbc', 'financial-times',
  'marketwatch', 'forbes', 'the-hill', 'axios', 'npr', 'usa-today', 'business-insider',
  'fox-news', 'fox-business', 'new-york-post', 'washington-examiner', 'washington-times', 'national-review',
  'the-federalist', 'breitbart', 'daily-wire', 'daily-caller', 'newsmax', 'the-blaze', 'reason',
  'the-epoch-times', 'townhall',
]; // prettier-ignore

function isHttpsUrl(value: string): boolean {
  return URL.canParse(value) && new URL(value).protocol === 'https:';
}

describe('outlet catalog data', () => {
  it('holds exactly the 45 fixed slugs, each once', () => {
    expect(OUTLETS).to.have.length(45);
    expect(OUTLETS.map((o) => o.slug)).to.have.members(SLUGS);
  });

  it('gives no domain to two outlets', () => {
    const domains = OUTLETS.flatMap((o) => o.domains);
    expect(new Set(domains).size).to.equal(domains.length);
  });

  it('is sorted left to right, ties by slug', () => {
    for (let i = 1; i < OUTLETS.length; i++) {
      const [a, b] = [OUTLETS[i - 1], OUTLETS[i]];
      expect(
        a.bias_position < b.bias_position || (a.bias_position === b.bias_position && a.slug < b.slug),
      ).to.equal(true, `${a.slug} before ${b.slug}`);
    }
  });

  it('puts at least 12 outlets on each side of the gap rule', () => {
    const left = OUTLETS.filter((o) => o.bias_position <= GAP.leftMaxPosition);
    const right = OUTLETS.filter((o) => o.bias_position >= GAP.rightMinPosition);
    expect(left.length).to.be.at.least(12);
    expect(right.length).to.be.at.least(12);
    expect(OUTLETS.length - left.length - right.length).to.be.at.least(1);
  });

  it('keeps bias consistent with position', () => {
    for (const o of OUTLETS) {
      expect(Number.isInteger(o.bias_position) && o.bias_position >= 0 && o.bias_position <= 100).to.equal(
        true,
      );
      expect(BIASES).to.include(o.bias);
      if (o.bias === 'left' || o.bias === 'lean-left')
        expect(o.bias_position).to.be.at.most(GAP.leftMaxPosition);
      else if (o.bias === 'center') expect(o.bias_position).to.be.within(36, 64);
      else expect(o.bias_position).to.be.at.least(GAP.rightMinPosition);
    }
    // Classes occupy disjoint, ordered ranges: a more left class never sits right of a more right one.
    for (const a of OUTLETS) {
      for (const b of OUTLETS) {
        if (BIASES.indexOf(a.bias) < BIASES.indexOf(b.bias)) {
          expect(a.bias_position).to.be.below(b.bias_position, `${a.slug} vs ${b.slug}`);
        }
      }
    }
  });

  it('has #rrggbb colours, https homepages and https RSS/Atom feeds', () => {
    for (const o of OUTLETS) {
      expect(o.primary_color, o.slug).to.match(/^#[0-9a-f]{6}$/i);
      expect(isHttpsUrl(o.homepage), o.homepage).to.equal(true);
      expect(o.feeds.length, o.slug).to.be.above(0);
      for (const feed of o.feeds) {
        expect(isHttpsUrl(feed.url), feed.url).to.equal(true);
        expect(['rss', 'atom']).to.include(feed.format);
      }
    }
  });

  it('keeps the build-time provenance out of the runtime objects', () => {
    expect(OUTLETS[0]).to.not.have.property('ratings');
  });
});

describe('outlet lookups', () => {
  it('finds outlets by slug', () => {
    expect(outletBySlug('new-york-times')?.name).to.equal('The New York Times');
    expect(outletBySlug('nope')).to.equal(undefined);
  });

  it('matches hosts and URLs by domain suffix, ignoring www. and case', () => {
    expect(outletForHost('www.nytimes.com')?.slug).to.equal('new-york-times');
    expect(outletForHost('NYTimes.COM')?.slug).to.equal('new-york-times');
    expect(outletForHost('https://edition.cnn.com/2024/05/01/politics/example/index.html')?.slug).to.equal(
      'cnn',
    );
    expect(outletForHost('http://money.cnn.com:8080/x')?.slug).to.equal('cnn');
    expect(outletForHost('https://news.bbc.co.uk/2/hi/example.stm')?.slug).to.equal('bbc-news');
    expect(outletForHost('abcnews.go.com/Politics/story')?.slug).to.equal('abc-news');
    expect(outletForHost('www.msnbc.com')?.slug).to.equal('msnbc');
    expect(outletForHost('ms.now')?.slug).to.equal('msnbc');
  });

  it('matches whole labels only', () => {
    expect(outletForHost('notcnn.com')).to.equal(undefined);
    expect(outletForHost('go.com')).to.equal(undefined);
    expect(outletForHost('cnn.com.example.org')).to.equal(undefined);
    expect(outletForHost('cnn')).to.equal(undefined);
  });

  it('resolves names, short names and aliases whatever the case, punctuation or leading "The"', () => {
    const cases: [string, string][] = [
      ['The New York Times', 'new-york-times'],
      ['new york times', 'new-york-times'],
      ['NYT', 'new-york-times'],
      ['New York Times - News', 'new-york-times'],
      ['AP', 'associated-press'],
      ['The Associated Press', 'associated-press'],
      ['Fox News Digital', 'fox-news'],
      ['FOX BUSINESS', 'fox-business'],
      ['hill', 'the-hill'],
      ['  the washington post!  ', 'washington-post'],
      ['Wall Street Journal (Opinion)', 'wall-street-journal'],
      ['Huffington Post', 'huffpost'],
      ['The Blaze', 'the-blaze'],
      ['Breitbart', 'breitbart'],
      ['fox-news', 'fox-news'],
    ];
    for (const [value, slug] of cases) expect(resolveOutlet(value)?.slug, value).to.equal(slug);
  });

  it('resolves domains and URLs with subdomains', () => {
    expect(resolveOutlet('https://www.foxbusiness.com/markets/example-story')?.slug).to.equal('fox-business');
    expect(resolveOutlet('money.cnn.com')?.slug).to.equal('cnn');
    expect(resolveOutlet('TheBlaze.com')?.slug).to.equal('the-blaze');
    expect(resolveOutlet('https://cooking.nytimes.com/recipes/1')?.slug).to.equal('new-york-times');
  });

  it('resolves every name, alias and domain of every outlet back to that outlet', () => {
    for (const o of OUTLETS) {
      for (const value of [o.slug, o.name, o.short_name, ...o.aliases, ...o.domains, o.homepage]) {
        expect(resolveOutlet(value)?.slug, value).to.equal(o.slug);
      }
    }
  });

  it('returns undefined for unknown values', () => {
    for (const value of [
      '',
      '   ',
      'The',
      'Der Spiegel',
      'spiegel.de',
      'https://example.com/news',
      'not a url://x',
    ]) {
      expect(resolveOutlet(value), value).to.equal(undefined);
    }
  });
});
