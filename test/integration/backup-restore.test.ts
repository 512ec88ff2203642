// `parallax backup` and `parallax restore` as an operator runs them (the built CLI in a child process) against the
// suite's Elasticsearch: a snapshot of a prefix holding articles, events, outlets and accounts, the indices
// deleted, and a restore that gives back every document (compared source by source) and every alias.
// The round trip needs path.repo on the cluster, which every node `parallax es start` runs has (the suite's own
// node in CI); on a cluster without it those tests skip and the one that checks the refusal runs instead.
import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { createApiKey } from '../../src/access/accounts';
import { createEsClient } from '../../src/store/es-client';
import {
  dropIndices,
  firstBackingIndex,
  INDEX_NAMES,
  indicesFor,
  physicalName,
  type IndexName,
} from '../../src/store/indices';
import { prepareStore } from '../../src/cli/prepare-store';
import { deleteBackup } from '../../src/store/snapshots';
import { indexArticles } from '../support/article-fixtures';
import { runCli } from '../support/cli';
import { indexEvents } from '../support/event-fixtures';
import { TEST_PREFIX, testConfig, testServices } from '../support/services';

const PREFIX = `${TEST_PREFIX}-backup`;
const SNAPSHOT = `${PREFIX}-snap`;

async function hasPathRepo(es: Client): Promise<boolean> {
  const info = await es.nodes.info({ metric: 'settings', filter_path: 'nodes.*.settings.path.repo' });
  const nodes = Object.values(info.nodes ?? {}) as { settings?: { path?: { repo?: unknown } } }[];
  return nodes.length > 0 && nodes.every((node) => node.settings?.path?.repo);
}

/** Every document of every index of the prefix, by index and id. */
async function everything(es: Client): Promise<Record<IndexName, Record<string, unknown>>> {
  const indices = indicesFor(PREFIX);
  await es.indices.refresh({ index: Object.values(indices).join(',') });
  const all = await Promise.all(
    INDEX_NAMES.map(async (name) => {
      const res = await es.search({ index: indices[name], size: 1000, query: { match_all: {} } });
      return [name, Object.fromEntries(res.hits.hits.map((hit) => [hit._id, hit._source]))] as const;
    }),
  );
  return Object.fromEntries(all) as Record<IndexName, Record<string, unknown>>;
}

describe('parallax backup and restore', function () {
  this.timeout(180_000);
  let es: Client;
  let env: NodeJS.ProcessEnv;
  let pathRepo: boolean;
  let original: Awaited<ReturnType<typeof everything>>;

  const cli = (args: string[], extra: NodeJS.ProcessEnv = {}) => runCli(args, { ...env, ...extra });

  function needsPathRepo(this: Mocha.Context) {
    if (!pathRepo) {
      console.log('      (skipped: this cluster has no path.repo; `parallax es start` nodes have it)');
      this.skip();
    }
  }

  before(async () => {
    const { esUrl, redisUrl } = await testServices();
    es = createEsClient(testConfig(), esUrl);
    env = { ES_URL: esUrl, REDIS_URL: redisUrl, PARALLAX_INDEX_PREFIX: PREFIX, LOG_LEVEL: 'silent' };
    pathRepo = await hasPathRepo(es);
    const app = { es, indices: indicesFor(PREFIX) };
    await prepareStore(es, PREFIX);
    await indexArticles(
      app,
      Array.from({ length: 30 }, (_, i) => ({ id: 9_500_000 + i, outlet: i % 2 ? 'cnn' : 'fox-news' })),
    );
    await indexEvents(
      app,
      Array.from({ length: 5 }, (_, i) => ({ id: 9_600_000 + i, title: `Backed-up event ${i}` })),
    );
    await createApiKey(app, 'pro', 'backed up');
    await createApiKey(app, 'max', null);
    original = await everything(es);
  });

  after(async () => {
    if (pathRepo) await deleteBackup(es, SNAPSHOT).catch(() => undefined);
    await dropIndices(es, PREFIX);
    await es.close();
  });

  it('backs up every index of the prefix with the counts, and lists the snapshot', async function () {
    needsPathRepo.call(this);
    const backup = await cli(['backup', '--name', SNAPSHOT]);
    expect(backup.code, backup.stderr).to.equal(0);
    expect(backup.stdout).to.include(`snapshot ${SNAPSHOT} of prefix ${PREFIX}`);
    expect(backup.stdout).to.include('documents: articles 30, events 5, outlets 45, accounts 2');
    const listed = await cli(['backup', '--list']);
    expect(listed.code, listed.stderr).to.equal(0);
    expect(listed.stdout).to.match(
      new RegExp(`^${SNAPSHOT}\\s+SUCCESS\\s+\\S+\\s+prefix ${PREFIX}\\s+articles 30, events 5`, 'm'),
    );
  });

  it('restores into a cluster without the indices: every document and alias comes back', async function () {
    needsPathRepo.call(this);
    await dropIndices(es, PREFIX);
    expect(await es.indices.exists({ index: `${PREFIX}-*`, allow_no_indices: false })).to.equal(false);
    const restored = await cli(['restore', '--name', SNAPSHOT]);
    expect(restored.code, restored.stderr).to.equal(0);
    expect(restored.stdout).to.include('documents now:       articles 30, events 5, outlets 45, accounts 2');
    expect(await everything(es)).to.deep.equal(original);
    for (const name of INDEX_NAMES) {
      const alias = indicesFor(PREFIX)[name];
      const targets = await es.indices.getAlias({ name: alias });
      const physical = physicalName(PREFIX, name, 1);
      expect(Object.keys(targets), alias).to.deep.equal([
        name === 'articles' ? firstBackingIndex(physical) : physical,
      ]);
      expect(Object.values(targets)[0].aliases[alias].is_write_index, alias).to.equal(true);
    }
    const template = physicalName(PREFIX, 'articles', 1);
    expect(
      await es.indices.existsIndexTemplate({ name: template }),
      'the articles template is back',
    ).to.equal(true);
  });

  it('refuses to restore over existing indices unless --replace, which puts back the snapshot', async function () {
    needsPathRepo.call(this);
    await indexArticles({ es, indices: indicesFor(PREFIX) }, [{ id: 9_599_999 }]);
    const refused = await cli(['restore']);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.match(/^these indices exist: .*-articles-v1.*pass --replace/);
    const replaced = await cli(['restore', '--replace']);
    expect(replaced.code, replaced.stderr).to.equal(0);
    expect(replaced.stdout).to.match(/^deleted first: /);
    expect(await everything(es)).to.deep.equal(original);
  });

  it("refuses another prefix's snapshot, naming the prefix it holds", async function () {
    needsPathRepo.call(this);
    const other = await cli(['restore', '--name', SNAPSHOT], { PARALLAX_INDEX_PREFIX: `${PREFIX}-other` });
    expect(other.code).to.equal(1);
    expect(other.stderr).to.include(`set PARALLAX_INDEX_PREFIX=${PREFIX} to restore it`);
  });

  it('names a repository that is not registered', async () => {
    const missing = await cli(['backup', '--repository', `${PREFIX}-missing`]);
    expect(missing.code).to.equal(1);
    expect(missing.stderr).to.include(
      `snapshot repository "${PREFIX}-missing" is not registered on this cluster`,
    );
  });

  it('says to set path.repo on a cluster that has none', async function () {
    if (pathRepo) this.skip();
    const refused = await cli(['backup']);
    expect(refused.code).to.equal(1);
    expect(refused.stderr).to.match(/^this cluster has no path\.repo .*set path\.repo in elasticsearch\.yml/);
  });
});
