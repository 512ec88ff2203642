// Starts a throwaway three-node Elasticsearch cluster from the cached distribution in its own runtime directory
// (what `parallax es start --nodes 3` does): the nodes form one cluster, the project's indices get a replica on
// another node, a client given every node's URL keeps reading while one node is killed, a second start brings that
// node back on its ports, and stop ends every node. Costs a few minutes: three JVMs boot on a small machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Client } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { esStatus, startEs, stopEs, type EsRuntimeOptions } from '../../src/runtime/elasticsearch';
import { isAlive, waitFor } from '../../src/runtime/processes';
import { isRoot } from '../../src/runtime/service-user';
import { createEsClient } from '../../src/store/es-client';
import { indicesFor } from '../../src/store/indices';
import { prepareStore } from '../../src/store/prepare';
import { testConfig } from '../support/services';

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
  let es: Client | undefined;

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
    expect(byIndex.size).to.equal(4);
    for (const [index, nodes] of byIndex) expect(new Set(nodes).size, index).to.equal(2);
  });

  it('refuses to start another number of nodes while the cluster runs', async () => {
    let error: Error | undefined;
    await startEs({ ...opts, nodes: 1 }).catch((err: Error) => (error = err));
    expect(error?.message).to.match(/a 3-node Elasticsearch cluster is running .*parallax es stop/);
  });

  it('keeps answering through the client when a node is killed, and a second start brings it back', async () => {
    const before = await esStatus(opts);
    const victim = before.nodes[0];
    process.kill(victim.pid!, 'SIGKILL');
    await waitFor(async () => (isAlive(victim.pid!) ? undefined : true), { timeoutMs: 10_000 });
    // The first node's URL is the client's first: its requests fail over to the other two.
    const outlets = await es!.count({ index: indicesFor(prefix).outlets });
    expect(outlets.count).to.equal(45);
    const degraded = await esStatus(opts);
    expect(degraded.nodes.map((n) => n.state)).to.deep.equal(['stopped', 'running', 'running']);

    const restarted = await startEs({ ...opts, nodes: undefined });
    expect(restarted.started).to.equal(true);
    expect(restarted.status.nodes[0].url).to.equal(victim.url);
    expect(restarted.status.nodes[0].pid).to.not.equal(victim.pid);
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
