import { expect } from 'chai';
import { normaliseArticle, type RawArticle } from '../../src/ingest/article';
import { OUTLETS } from '../../src/outlets/catalog';
import { inTimeZone } from '../support/time-zone';

const outlet = OUTLETS.find((o) => o.slug === 'reuters')!;
const domain = outlet.domains[0];
const fetchedAt = new Date('2026-11-20T12:00:00Z');
const base: RawArticle = {
  url: `https://www.${domain}/world/senate-passes-bill?utm_source=rss`,
  title: 'Senate <b>passes</b> bill',
  published_at: 'Fri, 20 Nov 2026 09:30:00 GMT',
  summary: '<p>The measure passed 51&ndash;49 &amp; heads to the House.</p>',
};

function ok(raw: RawArticle) {
  const outcome = normaliseArticle(raw, 'feed', fetchedAt);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.article;
}

describe('article normalisation', () => {
  it('canonicalises the URL, strips HTML, parses RFC 822 dates and resolves the outlet from the host', () => {
    const a = ok(base);
    expect(a.url).to.equal(`https://www.${domain}/world/senate-passes-bill`);
    expect(a.headline).to.equal('Senate passes bill');
    expect(a.summary).to.equal(
      'The measure passed 51&ndash;49 & heads to the House.'.replace('&ndash;', '–'),
    );
    expect(a.published_at).to.equal('2026-11-20T09:30:00.000Z');
    expect(a.fetched_at).to.equal(fetchedAt.toISOString());
    expect(a.outlet.slug).to.equal('reuters');
    expect(a.domain).to.equal(domain);
  });

  it('resolves an explicit outlet given by name, slug or domain', () => {
    for (const value of [outlet.name, outlet.slug, domain]) {
      expect(ok({ ...base, url: 'https://syndicated.example.org/x', outlet: value }).outlet.slug).to.equal(
        'reuters',
      );
    }
  });

  it('takes the outlet from the URL’s host before the one the source names', () => {
    expect(ok({ ...base, outlet: 'fox-news' }).outlet.slug).to.equal('reuters');
    const fromFox = ok({ ...base, outlet: 'fox-news' });
    expect(fromFox.content_hash).to.equal(ok({ ...base, outlet: 'cnn' }).content_hash);
  });

  it('skips untracked outlets and rejects items without a usable URL or title', () => {
    const untracked = normaliseArticle({ ...base, url: 'https://blog.example.org/x' }, 'feed', fetchedAt);
    expect(untracked).to.deep.include({ ok: false, reason: 'untracked_outlet' });
    expect(normaliseArticle({ ...base, url: 'mailto:x@y.z' }, 'feed', fetchedAt)).to.deep.include({
      ok: false,
      reason: 'invalid',
    });
    expect(normaliseArticle({ ...base, title: '<p> </p>' }, 'feed', fetchedAt)).to.deep.include({
      ok: false,
      reason: 'invalid',
    });
  });

  it('falls back to the fetch time for missing, unparseable or future dates', () => {
    expect(ok({ ...base, published_at: undefined }).published_at).to.equal(fetchedAt.toISOString());
    expect(ok({ ...base, published_at: 'yesterday-ish' }).published_at).to.equal(fetchedAt.toISOString());
    expect(ok({ ...base, published_at: '2030-01-01T00:00:00Z' }).published_at).to.equal(
      fetchedAt.toISOString(),
    );
    // A year before 0 parses, but Elasticsearch's date fields cannot store it.
    expect(ok({ ...base, published_at: '-000100-01-01T00:00:00Z' }).published_at).to.equal(
      fetchedAt.toISOString(),
    );
  });

  it('reads a date without a zone as UTC, whatever the server time zone (as feeds do)', () => {
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
      const published = inTimeZone(
        zone,
        () => ok({ ...base, published_at: '2026-11-20T09:30:00' }).published_at,
      );
      expect(published, zone).to.equal('2026-11-20T09:30:00.000Z');
    }
  });

  it('keeps the id and content hash stable across refetches, and changes the hash when the content changes', () => {
    const first = ok(base);
    const again = normaliseArticle(base, 'feed', new Date('2026-11-20T12:10:00Z'));
    expect(again.ok && again.article.id).to.equal(first.id);
    expect(again.ok && again.article.content_hash).to.equal(first.content_hash);
    const undated = ok({ ...base, published_at: undefined });
    const undatedLater = normaliseArticle(
      { ...base, published_at: undefined },
      'feed',
      new Date('2026-11-21T00:00:00Z'),
    );
    expect(undatedLater.ok && undatedLater.article.content_hash).to.equal(undated.content_hash);
    expect(ok({ ...base, title: 'Senate passes amended bill' }).content_hash).to.not.equal(
      first.content_hash,
    );
  });

  it('keeps only http(s) image URLs and bounds long text', () => {
    expect(ok({ ...base, image_url: 'javascript:alert(1)' }).image_url).to.equal(null);
    expect(ok({ ...base, image_url: 'https://img.example.com/a.jpg' }).image_url).to.equal(
      'https://img.example.com/a.jpg',
    );
    expect(ok({ ...base, body: 'word '.repeat(5000) }).body.length).to.be.at.most(5000);
  });
});
