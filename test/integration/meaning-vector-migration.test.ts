// An events index made before events had meaning vectors gains the field from `setupIndices` (run by every
// start), in place: its events are kept, and one written afterwards with a vector is found by kNN.
import { expect } from 'chai';
import { indicesFor, loadMapping, physicalName, setupIndices } from '../../src/store/indices';
import { scratchIndices } from '../support/scratch-indices';

describe('events meaning_vector migration', function () {
  this.timeout(60_000);
  const scratch = scratchIndices('vecmig');

  it('adds the field to an existing events index and keeps its events', async () => {
    const file = loadMapping('events');
    const { meaning_vector: vector, ...older } = file.mappings.properties!;
    expect(vector).to.include({ type: 'dense_vector', dims: 384 });
    const physical = physicalName(scratch.prefix, 'events', file._meta.version);
    const alias = indicesFor(scratch.prefix).events;
    await scratch.es.indices.create({
      index: physical,
      settings: file.settings,
      mappings: { ...file.mappings, properties: older },
      aliases: { [alias]: { is_write_index: true } },
    });
    await scratch.es.index({ index: alias, id: '1', document: { id: 1, title: 'kept' }, refresh: true });

    const reports = await setupIndices(scratch.es, scratch.prefix);
    expect(reports.find((r) => r.index === 'events')?.action).to.equal('updated');
    const mapping = await scratch.es.indices.getMapping({ index: physical });
    const added = mapping[physical].mappings.properties?.meaning_vector as {
      type: string;
      dims: number;
      index_options: { type: string };
    };
    expect(added).to.include({ type: 'dense_vector', dims: 384 });
    expect(added.index_options.type).to.equal('int8_hnsw');
    const unit = Array.from({ length: 384 }, (_, i) => (i === 0 ? 1 : 0));
    await scratch.es.index({
      index: alias,
      id: '2',
      document: { id: 2, title: 'new', meaning_vector: unit },
      refresh: true,
    });
    const found = await scratch.es.search({
      index: alias,
      query: { knn: { field: 'meaning_vector', query_vector: unit, k: 5, num_candidates: 10 } },
    });
    expect(found.hits.hits.map((h) => h._id)).to.deep.equal(['2']);
    expect((await scratch.es.get<{ title: string }>({ index: alias, id: '1' }))._source?.title).to.equal(
      'kept',
    );
  });
});
