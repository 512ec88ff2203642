import { expect } from 'chai';
import { articleId, canonicalUrl, displayDomain } from '../../src/ingest/canonical-url';

describe('canonical URLs and article ids', () => {
  it('lower-cases scheme and host but keeps the path as it is', () => {
    expect(canonicalUrl('HTTPS://WWW.Example.COM/Politics/Story-1')).to.equal(
      'https://www.example.com/Politics/Story-1',
    );
  });

  it('drops fragments, default ports, credentials and tracking parameters, and sorts the rest', () => {
    expect(
      canonicalUrl(
        'https://user:pw@news.example.com:443/a?utm_source=rss&b=2&fbclid=x&a=1&CMP=share#comments',
      ),
    ).to.equal('https://news.example.com/a?a=1&b=2');
    expect(canonicalUrl('http://example.com:80/x?')).to.equal('http://example.com/x');
  });

  it('keeps parameters that identify the article', () => {
    expect(canonicalUrl('https://example.com/article.php?id=123&utm_medium=email')).to.equal(
      'https://example.com/article.php?id=123',
    );
  });

  it('rejects what is not an http(s) URL', () => {
    expect(() => canonicalUrl('ftp://example.com/x')).to.throw(/http/);
    expect(() => canonicalUrl('not a url')).to.throw();
    expect(() => canonicalUrl('javascript:alert(1)')).to.throw();
  });

  it('derives the same safe integer id for the same canonical URL, and different ids otherwise', () => {
    const a = articleId(canonicalUrl('https://example.com/a?utm_source=x'));
    const b = articleId(canonicalUrl('https://EXAMPLE.com/a#top'));
    expect(a).to.equal(b);
    expect(Number.isSafeInteger(a)).to.equal(true);
    expect(a).to.be.greaterThan(0);
    expect(articleId('https://example.com/b')).to.not.equal(a);
  });

  it('shows the domain without www', () => {
    expect(displayDomain('https://www.example.com/x')).to.equal('example.com');
    expect(displayDomain('https://edition.example.com/x')).to.equal('edition.example.com');
  });
});
