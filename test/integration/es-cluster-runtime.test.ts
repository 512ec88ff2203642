// Starts a throwaway three-node Elasticsearch cluster from the cached distribution in its own runtime directory
// (what `parallax es start --nodes 3` does): the nodes form one cluster, the project's indices get a replica on
// another node, a client given every node's URL keeps reading while one node is killed, a walk whose point in
// time lived on the killed node goes on over the live index, a second start brings that node back on its ports,
// and stop ends every node. Costs a few minutes: three JVMs boot on a small machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errors, type Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import type { AppContext } from '../../src/context';
import { createLogger } from '../../src/log';
import {
  esStatus,
  startEs,
  stopEs,
  type EsNodeStatus,
  type EsRuntimeOptions,
} from '../../src/runtime/elasticsearch';
import { isAlive, waitFor } from '../../src/runtime/processes';
import { isRoot } from '../../src/runtime/service-user';
import { decodeCursor, encodeCursor, type SortValue } from '../../src/services/pagination/cursor';
import { searchPage, unreadablePit, type PagedSearch } from '../../src/services/pagination/paged-search';
import { apiReadClient } from '../../src/services/read-options';
import { createEsClient } from '../../src/store/es-client';
import { INDEX_NAMES, indicesFor } from '../../src/store/indices';
import { prepareStore } from '../../src/cli/prepare-store';
import { testConfig } from '../support/services';

/** Signs the test walk's cursors (PARALLAX_CURSOR_SECRET's role), so no Redis is needed. */
const CURSOR_SECRET = 'cluster-test-cursor-secret-0123456789';
const WALK_DOCS = 30;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('embedded three-node Elasticsearch cluster', function () {
  this.timeout(600_000);
  // /var/tmp rather than os.tmpdir(): the unprivileged user must be able to traverse every parent directory.
  const runtimeDir = fs.mkdtempSync(
    path.join(isRoot() ? '/var/tmp' : os.tmpdir(), 'parallax-es-cluster-test-'),
  );
  fs.chmodSync(runtimeDir, 0o755);
  const opts: EsRuntimeOptions = {
    runtimeDir,
    preferredPort: 9200,
    heap: '512m',
    user: 'parallax-es',
    nodes: 3,
  };
  const prefix = 'cluster-test';
  const walkIndex = `${prefix}-walk`;
  let es: Client | undefined;
  let victim: EsNodeStatus | undefined;
  /** A cursor of a walk over walkIndex whose point in time reads the first node's copy. */
  let walkCursor: string | undefined;
  const cursorSecret = Buffer.from(CURSOR_SECRET, 'utf8');
  const decodeWalkCursor = (cursor: string) => decodeCursor(cursorSecret, cursor, WALK.queryKey)!;
  /** A cursor-paginated list over walkIndex, as the services describe theirs to paged-search.ts. */
  const WALK: PagedSearch & { limit: number } = {
    index: walkIndex,
    queryKey: 'cluster-test-walk',
    query: () => ({ match_all: {} }),
    sort: [{ n: 'asc' }],
    source: ['n'],
    limit: 10,
  };

  after(async () => {
    await es?.close();
    await stopEs(opts);
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  });

  it('starts three nodes that form one healthy cluster, each on its own ports and data directory', async () => {
    const result = await startEs(opts);
    expect(result.started).to.equal(true);
    const status = result.status;
    expect(status.state).to.equal('running');
    expect(status.health).to.deep.equal({ status: 'green', nodes: 3 });
    expect(status.nodes.map((n) => n.state)).to.deep.equal(['running', 'running', 'running']);
    expect(new Set(status.nodes.map((n) => n.url)).size).to.equal(3);
    expect(new Set(status.nodes.map((n) => n.transportPort)).size).to.equal(3);
    expect(new Set(status.nodes.map((n) => n.dataDir)).size).to.equal(3);
    expect(status.url).to.equal(status.urls[0]);
  });

  it('gives each project index one primary and one replica on another node (green)', async () => {
    const { urls } = await esStatus(opts);
    es = createEsClient(testConfig(), urls.join(','));
    await prepareStore(es, prefix);
    const health = await es.cluster.health({
      index: `${prefix}-*`,
      wait_for_status: 'green',
      timeout: '120s',
    });
    expect(health.status).to.equal('green');
    const shards = await es.cat.shards({
      index: `${prefix}-*`,
      format: 'json',
      h: 'index,prirep,node,state',
    });
    const byIndex = new Map<string, string[]>();
    for (const shard of shards)
      byIndex.set(shard.index!, [...(byIndex.get(shard.index!) ?? []), shard.node!]);
    expect(byIndex.size).to.equal(INDEX_NAMES.length);
    for (const [index, nodes] of byIndex) expect(new Set(nodes).size, index).to.equal(2);
  });

  it('refuses to start another number of nodes while the cluster runs', async () => {
    let error: Error | undefined;
    await startEs({ ...opts, nodes: 1 }).catch((err: Error) => (error = err));
    expect(error?.message).to.match(/a 3-node Elasticsearch cluster is running .*parallax es stop/);
  });

  it('opens a point in time read on the first node, over an index with a copy on every node', async () => {
    await es!.indices.create({
      index: walkIndex,
      settings: { number_of_shards: 1, number_of_replicas: 2 },
      mappings: { properties: { n: { type: 'integer' } } },
    });
    await es!.bulk({
      refresh: true,
      operations: Array.from({ length: WALK_DOCS }, (_, i) => [
        { index: { _index: walkIndex } },
        { n: i + 1 },
      ]).flat(),
    });
    await es!.cluster.health({ index: walkIndex, wait_for_status: 'green', timeout: '120s' });
    // The node the next case kills.
    victim = (await esStatus(opts)).nodes[0];
    const pit = await es!.openPointInTime({
      index: walkIndex,
      keep_alive: '5m',
      preference: `_only_nodes:${victim.name}`,
    });
    // The walk's first page, as paged-search.ts reads it: the cursor carries the last hit's sort values.
    const first = await es!.search<{ n: number }>({
      size: WALK.limit,
      sort: WALK.sort,
      pit: { id: pit.id, keep_alive: '5m' },
    });
    expect(first.hits.hits.map((h) => h._source!.n)).to.deep.equal(range(1, WALK.limit));
    walkCursor = encodeCursor(cursorSecret, {
      queryKey: WALK.queryKey,
      snapshotAt: Date.now(),
      issuedAt: Date.now(),
      after: first.hits.hits[WALK.limit - 1].sort as SortValue[],
      pit: pit.id,
    });
  });

  it('keeps answering through the client when a node is killed', async () => {
    process.kill(victim!.pid!, 'SIGKILL');
    await waitFor(async () => (isAlive(victim!.pid!) ? undefined : true), { timeoutMs: 10_000 });
    // The first node's URL is the client's first: its requests fail over to the other two.
    const outlets = await es!.count({ index: indicesFor(prefix).outlets });
    expect(outlets.count).to.equal(45);
    const degraded = await esStatus(opts);
    expect(degraded.nodes.map((n) => n.state)).to.deep.equal(['stopped', 'running', 'running']);
  });

  it('goes on over the live index with a walk whose point in time lived on the killed node', async () => {
    const cursor = decodeWalkCursor(walkCursor!);
    await es!.cluster.health({ wait_for_nodes: '2', timeout: '60s' });
    // What Elasticsearch answers a search on that point in time once the cluster has dropped the node (asked of a
    // node that is up, so the answer is not a refused connection to the dead one): all shards failed, or with
    // partial results refused (as paged-search.ts asks) a 404 naming the missing node. Never a page of hits.
    const survivor = createEsClient(testConfig(), (await esStatus(opts)).nodes[1].url);
    const pitSearch = { size: WALK.limit, sort: WALK.sort, pit: { id: cursor.pit!, keep_alive: '5m' } };
    const failure = (search: Promise<unknown>) =>
      search.then(
        () => undefined,
        (err: unknown) => err as errors.ResponseError,
      );
    const allShardsFailed = await failure(survivor.search(pitSearch));
    const nodesMissing = await failure(
      survivor.search({ ...pitSearch, allow_partial_search_results: false }),
    );
    await survivor.close();
    expect([allShardsFailed?.statusCode, allShardsFailed?.body.error.type]).to.deep.equal([
      503,
      'search_phase_execution_exception',
    ]);
    expect(unreadablePit(allShardsFailed)).to.equal('unavailable');
    expect([nodesMissing?.statusCode, nodesMissing?.body.error.type]).to.deep.equal([
      404,
      'search_context_missing_nodes_exception',
    ]);
    expect(unreadablePit(nodesMissing)).to.equal('node-left');

    const ctx = {
      config: { ...testConfig(), cursorSecret: CURSOR_SECRET },
      es: apiReadClient(es!),
      logger: createLogger('silent'),
    } as AppContext;
    const page = await searchPage<{ n: number }>(ctx, WALK, {
      limit: WALK.limit,
      cursor: walkCursor,
    });
    expect(page.items.map((item) => item.n)).to.deep.equal(range(WALK.limit + 1, 2 * WALK.limit));
    expect(decodeWalkCursor(page.nextCursor!).pit, 'the rest of the walk reads the live index').to.equal(
      undefined,
    );
  });

  it('brings the killed node back with a second start', async () => {
    const restarted = await startEs({ ...opts, nodes: undefined });
    expect(restarted.started).to.equal(true);
    expect(restarted.status.nodes[0].url).to.equal(victim!.url);
    expect(restarted.status.nodes[0].pid).to.not.equal(victim!.pid);
    const health = await es!.cluster.health({
      wait_for_status: 'green',
      wait_for_nodes: '3',
      timeout: '120s',
    });
    expect(health.number_of_nodes).to.equal(3);
  });

  it('stops every node', async () => {
    const { nodes } = await esStatus(opts);
    expect(await stopEs(opts)).to.equal(true);
    for (const node of nodes) expect(isAlive(node.pid!), node.name).to.equal(false);
    expect((await esStatus(opts)).state).to.equal('stopped');
  });
});
