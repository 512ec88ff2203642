// Starts a second, throwaway Elasticsearch node from the cached distribution in its own runtime directory:
// start, reuse, status, stop, a port lost to another program between finding it free and binding it — and, when
// the suite runs as root (as CI does), that the node runs unprivileged.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import {
  esStatus,
  ES_VERSION,
  startEs,
  stopEs,
  type EsRuntimeOptions,
} from '../../src/runtime/elasticsearch';
import { freePort, isAlive, waitFor } from '../../src/runtime/processes';
import { isRoot } from '../../src/runtime/service-user';
import { json } from '../support/api';

function uidOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^Uid:\s+(\d+)/m.exec(status)?.[1]);
}

describe('embedded Elasticsearch runtime', function () {
  this.timeout(240_000);
  // /var/tmp rather than os.tmpdir(): the unprivileged user must be able to traverse every parent directory.
  const runtimeDir = fs.mkdtempSync(path.join(isRoot() ? '/var/tmp' : os.tmpdir(), 'parallax-es-test-'));
  fs.chmodSync(runtimeDir, 0o755);
  const opts: EsRuntimeOptions = { runtimeDir, preferredPort: 9200, heap: '512m', user: 'parallax-es' };

  after(async () => {
    await stopEs(opts);
    fs.rmSync(runtimeDir, { recursive: true, force: true });
  });

  it('reports stopped before anything was started', async () => {
    const status = await esStatus(opts);
    expect(status.state).to.equal('stopped');
    expect(status.version).to.equal(ES_VERSION);
  });

  it('unpacks, starts and waits for a healthy node', async () => {
    const result = await startEs(opts);
    expect(result.started).to.equal(true);
    expect(result.cold).to.equal(true);
    expect(result.jdk?.major).to.be.at.least(21);
    expect(result.status.state).to.equal('running');
    const health = await json(await fetch(`${result.status.url}/_cluster/health`));
    expect(health.status).to.be.oneOf(['green', 'yellow']);
    const nodes = await json(await fetch(`${result.status.url}/_nodes/_local?filter_path=nodes.*.version`));
    expect(Object.values(nodes.nodes as Record<string, { version: string }>)[0].version).to.equal(ES_VERSION);
  });

  it('runs the node as the unprivileged user when started by root', async function () {
    if (!isRoot()) this.skip();
    const { pid } = await esStatus(opts);
    expect(uidOf(pid as number)).to.not.equal(0);
  });

  it('reuses the running node on a second start', async () => {
    const before = await esStatus(opts);
    const again = await startEs(opts);
    expect(again.started).to.equal(false);
    expect(again.status.pid).to.equal(before.pid);
  });

  it('stops the node and reports it stopped', async () => {
    const { pid } = await esStatus(opts);
    expect(await stopEs(opts)).to.equal(true);
    expect(isAlive(pid as number)).to.equal(false);
    expect((await esStatus(opts)).state).to.equal('stopped');
    expect(await stopEs(opts)).to.equal(false);
  });

  it('starts warm from the unpacked distribution', async () => {
    const warm = await startEs(opts);
    expect(warm.started).to.equal(true);
    expect(warm.cold).to.equal(false);
    await stopEs(opts);
  });

  it('binds another port when the one it found free is taken before the node binds it', async () => {
    const port = await freePort();
    const stateFile = path.join(runtimeDir, 'elasticsearch', 'state.json');
    fs.rmSync(stateFile, { force: true });
    const starting = startEs({ ...opts, preferredPort: port });
    // The node is launched once its port is in the state file; its JVM takes seconds before it binds the port.
    const named = await waitFor(
      async () =>
        (fs.existsSync(stateFile) && fs.readFileSync(stateFile, 'utf8').includes(`:${port}"`)) || undefined,
      { timeoutMs: 60_000, intervalMs: 20 },
    );
    expect(named).to.equal(true);
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const result = await starting;
      expect(result.started).to.equal(true);
      expect(result.status.state).to.equal('running');
      expect(result.status.url).to.not.equal(`http://127.0.0.1:${port}`);
    } finally {
      squatter.close();
      await stopEs(opts);
    }
  });
});
