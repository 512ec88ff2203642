import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../src/config';
import { parseSentinelUrl } from '../../src/net/redis-address';

describe('config', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).to.equal(8080);
    expect(config.host).to.equal('127.0.0.1');
    expect(config.indexPrefix).to.equal('parallax');
    expect(config.ingest.cadenceMinutes).to.equal(10);
    expect(config.es.url).to.equal(undefined);
    expect(config.redis.url).to.equal(undefined);
    expect(config.es.heap).to.equal('1g');
    expect(config.apiHeapMb).to.equal(160);
    expect(config.articlesRollover).to.deep.equal({
      maxAge: '30d',
      maxPrimaryShardSize: '30gb',
      maxDocs: undefined,
    });
  });

  it('puts root runtime data where an unprivileged user can reach it', () => {
    const config = loadConfig({});
    if (process.getuid?.() === 0) expect(config.runtimeDir).to.equal('/var/lib/parallax');
    else expect(config.runtimeDir).to.match(/\.runtime$/);
    expect(loadConfig({ PARALLAX_RUNTIME_DIR: '/srv/px' }).runtimeDir).to.equal('/srv/px');
  });

  it('reads typed values from the environment', () => {
    const config = loadConfig({
      PORT: '9001',
      ES_URL: 'https://es.example:9200',
      REDIS_URL: 'redis://r:6380/2',
    });
    expect(config.port).to.equal(9001);
    expect(config.es.url).to.equal('https://es.example:9200');
    expect(config.redis.url).to.equal('redis://r:6380/2');
  });

  it('takes a master behind Redis Sentinel in REDIS_URL and gives ioredis its sentinels and name', () => {
    const url = 'redis+sentinel://:s%40cret@10.0.0.1:26379,sentinel-b,[::1]:26380/parallax-master/2';
    expect(loadConfig({ REDIS_URL: url }).redis.url).to.equal(url);
    expect(parseSentinelUrl(url)).to.deep.equal({
      sentinels: [
        { host: '10.0.0.1', port: 26379 },
        { host: 'sentinel-b', port: 26379 },
        { host: '::1', port: 26380 },
      ],
      name: 'parallax-master',
      db: 2,
      password: 's@cret',
    });
    expect(loadConfig({}).apiProcesses).to.equal(1);
    expect(loadConfig({ API_PROCESSES: '4' }).apiProcesses).to.equal(4);
  });

  it('takes several Elasticsearch nodes in ES_URL, comma-separated', () => {
    const config = loadConfig({
      ES_URL: 'http://127.0.0.1:9200, http://127.0.0.1:9201,http://127.0.0.1:9202',
    });
    expect(config.es.url).to.equal('http://127.0.0.1:9200,http://127.0.0.1:9201,http://127.0.0.1:9202');
  });

  it('reads the articles rollover conditions', () => {
    const config = loadConfig({
      ROLLOVER_MAX_AGE: '7d',
      ROLLOVER_MAX_SHARD_SIZE: '500mb',
      ROLLOVER_MAX_DOCS: '1000',
    });
    expect(config.articlesRollover).to.deep.equal({
      maxAge: '7d',
      maxPrimaryShardSize: '500mb',
      maxDocs: 1000,
    });
  });

  it('trusts no proxy and knows no public address by default', () => {
    const config = loadConfig({});
    expect(config.trustProxy).to.deep.equal({ kind: 'none' });
    expect(config.publicUrl).to.equal(undefined);
    expect(config.tls).to.equal(undefined);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges, and PUBLIC_URL as an origin', () => {
    const hops = loadConfig({ TRUST_PROXY: '2', PUBLIC_URL: 'https://news.example/' });
    expect(hops.trustProxy).to.deep.equal({ kind: 'hops', hops: 2 });
    expect(hops.publicUrl).to.equal('https://news.example');
    const ranges = loadConfig({
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,fd00::/8',
      PUBLIC_URL: 'https://n.example:8443',
    });
    expect(ranges.trustProxy).to.deep.equal({
      kind: 'ranges',
      ranges: ['127.0.0.1', '10.0.0.0/8', 'fd00::/8'],
    });
    expect(ranges.publicUrl).to.equal('https://n.example:8443');
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).to.deep.equal({ kind: 'none' });
  });

  it('reads TLS_CERT and TLS_KEY as a pair of files', () => {
    const config = loadConfig({ TLS_CERT: '/etc/px/cert.pem', TLS_KEY: '/etc/px/key.pem' });
    expect(config.tls).to.deep.equal({ certFile: '/etc/px/cert.pem', keyFile: '/etc/px/key.pem' });
  });

  it('allows no loopback feeds by default; FEEDS_ALLOW_LOOPBACK allows any port or the ports listed', () => {
    expect(loadConfig({}).feeds.loopbackPorts).to.equal('none');
    expect(loadConfig({ FEEDS_ALLOW_LOOPBACK: 'true' }).feeds.loopbackPorts).to.equal('all');
    expect(loadConfig({ FEEDS_ALLOW_LOOPBACK: '8081, 8082' }).feeds.loopbackPorts).to.deep.equal([
      8081, 8082,
    ]);
  });

  const invalid: [string, NodeJS.ProcessEnv, RegExp][] = [
    ['a port out of range', { PORT: '70000' }, /PORT/],
    ['a non-numeric port', { PORT: 'eighty' }, /PORT/],
    ['an index prefix with capitals', { PARALLAX_INDEX_PREFIX: 'Parallax' }, /PARALLAX_INDEX_PREFIX/],
    ['an ES_URL that is no http URL', { ES_URL: 'ftp://x' }, /ES_URL/],
    [
      'an ES_URL list with a member that is no URL',
      { ES_URL: 'http://a:9200,b:9201' },
      /"ES_URL" must be an http\(s\) URL, or several/,
    ],
    ['a REDIS_URL that is no redis URL', { REDIS_URL: 'http://x' }, /REDIS_URL/],
    [
      'a Sentinel REDIS_URL without a master name',
      { REDIS_URL: 'redis+sentinel://10.0.0.1:26379' },
      /"REDIS_URL" must be .*redis\+sentinel:\/\/host:port.*\(the master name is missing/,
    ],
    [
      'a Sentinel REDIS_URL with a bad port',
      { REDIS_URL: 'redis+sentinel://a:26379,b:99999/m' },
      /"REDIS_URL" must be .*port 99999 of "b:99999" is out of range/,
    ],
    ['zero API processes', { API_PROCESSES: '0' }, /API_PROCESSES/],
    ['a user name without a password', { ES_USERNAME: 'elastic' }, /ES_PASSWORD/],
    ['a cadence of zero minutes', { INGEST_CADENCE_MINUTES: '0' }, /INGEST_CADENCE_MINUTES/],
    ['an API process heap under 64 MB', { API_HEAP_MB: '32' }, /API_HEAP_MB/],
    ['an unknown log level', { LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    ['a rollover age without a unit', { ROLLOVER_MAX_AGE: '30' }, /ROLLOVER_MAX_AGE/],
    ['a rollover size in an unknown unit', { ROLLOVER_MAX_SHARD_SIZE: '30 gigs' }, /ROLLOVER_MAX_SHARD_SIZE/],
    ['a rollover document count of zero', { ROLLOVER_MAX_DOCS: '0' }, /ROLLOVER_MAX_DOCS/],
    [
      'a TRUST_PROXY that trusts every proxy',
      { TRUST_PROXY: 'true', PUBLIC_URL: 'https://n.example' },
      /"TRUST_PROXY" must be a number of proxies in front \(1-10\) or a comma-separated list .*"true" is no IP address/,
    ],
    [
      'a TRUST_PROXY range with a bad prefix',
      { TRUST_PROXY: '10.0.0.0/33', PUBLIC_URL: 'https://n.example' },
      /"TRUST_PROXY" must be .*"10.0.0.0\/33" has a prefix length outside 1-32/,
    ],
    [
      'a TRUST_PROXY range that would trust everyone',
      { TRUST_PROXY: '0.0.0.0/0', PUBLIC_URL: 'https://n.example' },
      /"TRUST_PROXY" must be .*outside 1-32/,
    ],
    ['a TRUST_PROXY of too many hops', { TRUST_PROXY: '11', PUBLIC_URL: 'https://n.example' }, /at most 10/],
    ['a TRUST_PROXY without PUBLIC_URL', { TRUST_PROXY: '1' }, /"PUBLIC_URL" is required with "TRUST_PROXY"/],
    [
      'a PUBLIC_URL with a path',
      { PUBLIC_URL: 'https://n.example/news' },
      /"PUBLIC_URL" must be the http\(s\) address/,
    ],
    ['a PUBLIC_URL that is no web address', { PUBLIC_URL: 'ftp://n.example' }, /"PUBLIC_URL" must be/],
    ['a TLS_CERT without TLS_KEY', { TLS_CERT: '/c.pem' }, /TLS_KEY/],
    [
      'TLS with a plain-HTTP PUBLIC_URL',
      { TLS_CERT: '/c.pem', TLS_KEY: '/k.pem', PUBLIC_URL: 'http://n.example' },
      /"PUBLIC_URL" must be https:\/\/ when "TLS_CERT"/,
    ],
    [
      'a FEEDS_ALLOW_LOOPBACK that is no port',
      { FEEDS_ALLOW_LOOPBACK: 'yes' },
      /"FEEDS_ALLOW_LOOPBACK" must be/,
    ],
    [
      'FEEDS_ALLOW_LOOPBACK in production',
      { FEEDS_ALLOW_LOOPBACK: 'true', NODE_ENV: 'production' },
      /"FEEDS_ALLOW_LOOPBACK" is for tests and refused when "NODE_ENV" is production/,
    ],
  ];
  for (const [what, env, message] of invalid) {
    it(`rejects ${what}, naming the key`, () => {
      expect(() => loadConfig(env)).to.throw(ConfigError, message);
    });
  }
});
