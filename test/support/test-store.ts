// The store a test file works in: a context over the file's own index prefix with its indices created, opened in
// a before hook, and dropped in the after hook so the shared cluster keeps nothing of it.
import type { IngestContext } from '../../src/ingest/ingest-context';
import { closeContext, createIngestContext } from '../../src/server';
import { dropIndices } from '../../src/store/indices';
import { prepareStore } from '../../src/cli/prepare-store';
import { testConfig, testServices } from './services';

export async function openTestStore(prefix: string): Promise<IngestContext> {
  const app = createIngestContext(testConfig({ PARALLAX_INDEX_PREFIX: prefix }), await testServices());
  await prepareStore(app.es, prefix);
  return app;
}

/** Deletes the prefix's indices and closes the connections (the run's Redis keys go in the suite's cleanup). */
export async function dropTestStore(app: IngestContext): Promise<void> {
  await dropIndices(app.es, app.config.indexPrefix);
  await closeContext(app);
}
