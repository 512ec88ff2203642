import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'chai';
import { rotateConnections } from '../../src/http/connection-rotation';

describe('connection rotation (processes sharing a port)', () => {
  it('closes a keep-alive connection after its last allowed response, and the client goes on over a new one', async () => {
    const connections: number[] = [];
    const server = http.createServer(
      rotateConnections((req, res) => res.end(String(req.socket.remotePort)), 3),
    );
    server.on('connection', (socket) => connections.push(socket.remotePort!));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
        http
          .get({ port: (server.address() as AddressInfo).port, host: '127.0.0.1', agent }, (res) => {
            let body = '';
            res.on('data', (chunk: Buffer) => (body += chunk.toString()));
            res.on('end', () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
            );
          })
          .on('error', reject);
      });
    try {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await get());
      expect(answers.map((a) => a.status)).to.deep.equal([200, 200, 200, 200, 200, 200, 200]);
      expect(answers.map((a) => a.connection)).to.deep.equal([
        'keep-alive',
        'keep-alive',
        'close',
        'keep-alive',
        'keep-alive',
        'close',
        'keep-alive',
      ]);
      // Three requests per connection: 7 requests took 3 connections, each one's requests from one client port.
      expect(connections).to.have.length(3);
      expect(new Set(answers.map((a) => a.body)).size).to.equal(3);
    } finally {
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
