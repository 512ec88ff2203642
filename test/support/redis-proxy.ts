// A TCP proxy between a client and Redis that a test can silence while the connections stay open: it can stop
// passing the client's requests, Redis's replies, or both. cut() drops every connection; close() also stops
// listening.
import net from 'node:net';

export interface RedisProxy {
  readonly url: string;
  passRequests: boolean;
  passReplies: boolean;
  cut(): void;
  close(): void;
}

export async function startRedisProxy(redisUrl: string): Promise<RedisProxy> {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    client.on('data', (chunk) => proxy.passRequests && upstream.write(chunk));
    upstream.on('data', (chunk) => proxy.passReplies && client.write(chunk));
    for (const socket of [client, upstream]) socket.on('error', () => undefined);
    client.on('close', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: RedisProxy = {
    url: `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    passRequests: true,
    passReplies: true,
    cut() {
      for (const socket of sockets) socket.destroy();
    },
    close() {
      proxy.cut();
      server.close();
    },
  };
  return proxy;
}
