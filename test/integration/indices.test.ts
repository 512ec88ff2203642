import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { createEsClient } from '../../src/store/es-client';
import {
  dropIndices,
  firstBackingIndex,
  indicesFor,
  INDEX_NAMES,
  loadMapping,
  physicalName,
  ROLLOVER_INDICES,
  setupIndices,
} from '../../src/store/indices';
import { TEST_PREFIX, testConfig, testServices } from '../support/services';

describe('index setup', function () {
  this.timeout(60_000);
  const prefix = `${TEST_PREFIX}-setup`;
  let es: Client;

  before(async () => {
    es = createEsClient(testConfig(), (await testServices()).esUrl);
  });
  after(async () => {
    await dropIndices(es, prefix);
    await es.close();
  });

  it('creates every index as a versioned physical index behind its alias (the articles as a numbered first one)', async () => {
    const reports = await setupIndices(es, prefix);
    expect(reports.map((r) => r.action)).to.deep.equal(INDEX_NAMES.map(() => 'created'));
    for (const name of INDEX_NAMES) {
      const version = physicalName(prefix, name, loadMapping(name)._meta.version);
      const physical = ROLLOVER_INDICES.includes(name) ? firstBackingIndex(version) : version;
      const alias = await es.indices.getAlias({ name: indicesFor(prefix)[name] });
      expect(Object.keys(alias)).to.deep.equal([physical]);
      const mapping = await es.indices.getMapping({ index: physical });
      expect(mapping[physical].mappings.dynamic).to.equal('strict');
    }
  });

  it('is idempotent and leaves existing data alone', async () => {
    const articles = indicesFor(prefix).articles;
    await es.index({
      index: articles,
      id: '42',
      document: { id: 42, headline: 'kept' },
      refresh: 'wait_for',
    });
    const again = await setupIndices(es, prefix);
    expect(again.map((r) => r.action)).to.deep.equal(INDEX_NAMES.map(() => 'unchanged'));
    const doc = await es.get<{ headline: string }>({ index: articles, id: '42' });
    expect(doc._source?.headline).to.equal('kept');
  });

  it('rejects documents with fields the mapping does not define', async () => {
    let type: string | undefined;
    try {
      await es.index({ index: indicesFor(prefix).events, id: '1', document: { id: 1, not_a_field: 'x' } });
    } catch (err) {
      type = (err as { body?: { error?: { type?: string } } }).body?.error?.type;
    }
    expect(type).to.equal('strict_dynamic_mapping_exception');
  });

  it('refuses to attach an alias that already points to another version', async () => {
    const other = `${TEST_PREFIX}-setup2`;
    await es.indices.create({ index: `${other}-outlets-v0`, aliases: { [`${other}-outlets`]: {} } });
    try {
      let message = '';
      try {
        await setupIndices(es, other);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).to.match(/points to .*-outlets-v0 .* version 1/);
    } finally {
      await dropIndices(es, other);
    }
  });
});
