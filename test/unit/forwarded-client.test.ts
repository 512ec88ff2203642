// Who the client is behind the proxies TRUST_PROXY names: read from the right of X-Forwarded-For, stopping at the
// first address no trusted proxy stands behind, so whatever a client writes into the header itself is never used.
import { expect } from 'chai';
import { forwardedClient } from '../../src/http/forwarded-client';
import { parseTrustProxy, type TrustProxy } from '../../src/net/trust-proxy';

function trust(value: string): TrustProxy {
  const parsed = parseTrustProxy(value);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed;
}

describe('forwarded client address', () => {
  it('is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const client = forwardedClient({ kind: 'none' });
    expect(client('203.0.113.9', '198.51.100.1')).to.equal('203.0.113.9');
    expect(client('::ffff:203.0.113.9', undefined)).to.equal('203.0.113.9');
  });

  it('with a hop count, is the address that many proxies in from the peer', () => {
    const one = forwardedClient(trust('1'));
    expect(one('127.0.0.1', '198.51.100.7')).to.equal('198.51.100.7');
    // A client's own X-Forwarded-For sits left of what the proxy appended: never reached.
    expect(one('127.0.0.1', '10.9.9.9, 198.51.100.7')).to.equal('198.51.100.7');
    expect(one('127.0.0.1', undefined), 'no header: the peer').to.equal('127.0.0.1');
    const two = forwardedClient(trust('2'));
    expect(two('127.0.0.1', '1.1.1.1, 198.51.100.7, 10.0.0.5')).to.equal('198.51.100.7');
    expect(two('127.0.0.1', '198.51.100.7'), 'fewer hops than trusted: the furthest').to.equal(
      '198.51.100.7',
    );
  });

  it('with ranges, believes only peers inside them, and walks through every trusted proxy in a row', () => {
    const client = forwardedClient(trust('127.0.0.1, 10.0.0.0/8, fd00::/8'));
    expect(client('127.0.0.1', '198.51.100.7')).to.equal('198.51.100.7');
    expect(client('::ffff:127.0.0.1', '198.51.100.7'), 'a mapped IPv4 peer').to.equal('198.51.100.7');
    expect(client('127.0.0.1', '198.51.100.7, 10.1.2.3')).to.equal('198.51.100.7');
    expect(client('fd00::1', '2001:db8::5')).to.equal('2001:db8::5');
    expect(
      client('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.2.3'),
      'forged entry left of the client',
    ).to.equal('198.51.100.7');
    // A peer outside the ranges is the client, and its header is ignored.
    expect(client('198.51.100.7', '10.1.2.3')).to.equal('198.51.100.7');
    expect(client('127.0.0.2', '6.6.6.6'), 'a single address is a /32').to.equal('127.0.0.2');
    expect(client('127.0.0.1', '10.1.2.3, 10.4.5.6'), 'only proxies: the furthest').to.equal('10.1.2.3');
  });

  it('stops at the last believable hop when the header holds something that is no address', () => {
    const client = forwardedClient(trust('2'));
    expect(client('127.0.0.1', 'not-an-address, 10.0.0.5')).to.equal('10.0.0.5');
    expect(client('127.0.0.1', '198.51.100.7:4711')).to.equal('127.0.0.1');
    expect(client('127.0.0.1', ' , ')).to.equal('127.0.0.1');
  });

  it('parses TRUST_PROXY, saying what is wrong', () => {
    expect(parseTrustProxy('0')).to.deep.equal({ kind: 'none' });
    expect(parseTrustProxy(' 3 ')).to.deep.equal({ kind: 'hops', hops: 3 });
    expect(parseTrustProxy('::1, 192.168.0.0/16')).to.deep.equal({
      kind: 'ranges',
      ranges: ['::1', '192.168.0.0/16'],
    });
    expect(parseTrustProxy('11')).to.deep.equal({ error: '11 proxies: at most 10' });
    expect(parseTrustProxy('loopback')).to.deep.equal({ error: '"loopback" is no IP address or CIDR range' });
    expect(parseTrustProxy('::/0')).to.deep.equal({ error: '"::/0" has a prefix length outside 1-128' });
    expect(parseTrustProxy('10.0.0.0/8/8')).to.deep.equal({
      error: '"10.0.0.0/8/8" is no IP address or CIDR range',
    });
    expect(parseTrustProxy('10.0.0.0/x')).to.deep.equal({
      error: '"10.0.0.0/x" has a prefix length outside 1-32',
    });
  });
});
