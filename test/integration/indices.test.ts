import { expect } from 'chai';
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
import { scratchIndices } from '../support/scratch-indices';
import { TEST_PREFIX } from '../support/services';

describe('index setup', function () {
  this.timeout(60_000);
  const scratch = scratchIndices('setup');

  it('creates every index as a versioned physical index behind its alias (the articles as a numbered first one)', async () => {
    const reports = await setupIndices(scratch.es, scratch.prefix);
    expect(reports.map((r) => r.action)).to.deep.equal(INDEX_NAMES.map(() => 'created'));
    for (const name of INDEX_NAMES) {
      const version = physicalName(scratch.prefix, name, loadMapping(name)._meta.version);
      const physical = ROLLOVER_INDICES.includes(name) ? firstBackingIndex(version) : version;
      const alias = await scratch.es.indices.getAlias({ name: indicesFor(scratch.prefix)[name] });
      expect(Object.keys(alias)).to.deep.equal([physical]);
      const mapping = await scratch.es.indices.getMapping({ index: physical });
      expect(mapping[physical].mappings.dynamic).to.equal('strict');
    }
  });

  it('is idempotent and leaves existing data alone', async () => {
    const articles = indicesFor(scratch.prefix).articles;
    await scratch.es.index({
      index: articles,
      id: '42',
      document: { id: 42, headline: 'kept' },
      refresh: 'wait_for',
    });
    const again = await setupIndices(scratch.es, scratch.prefix);
    expect(again.map((r) => r.action)).to.deep.equal(INDEX_NAMES.map(() => 'unchanged'));
    const doc = await scratch.es.get<{ headline: string }>({ index: articles, id: '42' });
    expect(doc._source?.headline).to.equal('kept');
  });

  it('rejects documents with fields the mapping does not define', async () => {
    let type: string | undefined;
    try {
      await scratch.es.index({
        index: indicesFor(scratch.prefix).events,
        id: '1',
        document: { id: 1, not_a_field: 'x' },
      });
    } catch (err) {
      type = (err as { body?: { error?: { type?: string } } }).body?.error?.type;
    }
    expect(type).to.equal('strict_dynamic_mapping_exception');
  });

  it('refuses to attach an alias that already points to another version', async () => {
    const other = `${TEST_PREFIX}-setup2`;
    await scratch.es.indices.create({ index: `${other}-outlets-v0`, aliases: { [`${other}-outlets`]: {} } });
    try {
      let message = '';
      try {
        await setupIndices(scratch.es, other);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).to.match(/points to .*-outlets-v0 .* version 1/);
    } finally {
      await dropIndices(scratch.es, other);
    }
  });
});
