// A webhook receiver for tests (127.0.0.1, ephemeral port): records every request (path, headers, body, time) and
// answers each path by a script of behaviours, one per request in turn, the last repeating: a status, 'hang'
// (accept and never answer, until the server closes), or a redirect. `waitFor` resolves once requests matching a
// predicate have arrived, so tests wait on traffic instead of sleeping.
import http, { type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Behaviour = number | 'hang' | { redirect: string };

export interface ReceivedRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  requests: ReceivedRequest[];
  /** The behaviours of a path (e.g. '/flaky'), one per request in order; the last repeats. Default 200. */
  script(path: string, behaviours: Behaviour[]): void;
  waitFor(
    predicate: (requests: ReceivedRequest[]) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedRequest[]>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const scripts = new Map<string, Behaviour[]>();
  const served = new Map<string, number>();
  const waiters = new Set<() => void>();
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      requests.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const n = served.get(path) ?? 0;
      served.set(path, n + 1);
      const script = scripts.get(path) ?? [200];
      const behaviour = script[Math.min(n, script.length - 1)];
      for (const wake of waiters) wake();
      if (behaviour === 'hang') {
        hanging.add(res);
        return;
      }
      if (typeof behaviour === 'object') {
        res.writeHead(302, { location: behaviour.redirect }).end();
        return;
      }
      res.writeHead(behaviour, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    script: (path, behaviours) => scripts.set(path, behaviours),
    waitFor(predicate, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(requests)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(requests);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `the receiver did not see the expected requests in ${timeoutMs} ms (${requests.length} seen)`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      for (const res of hanging) res.destroy();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
