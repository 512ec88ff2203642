// Processes that share one listening socket (`parallax up --api-processes N`, each accepting for itself) split
// new connections between them, but a keep-alive connection stays with whichever process accepted it: a burst of
// connections opened at once can all land on one process and stay there while the others idle (measured: 0.57
// against 0.01 cores under bench/load.ts). Ending every connection after a number of requests, with
// `Connection: close` on its last response, makes clients reconnect now and then; the process with the least to
// do is the one waiting in accept, so the connections drift towards it. Unlike Node's `maxRequestsPerSocket`,
// which leaves the socket open and answers 503 to a client that sends one more, this closes the socket after the
// last response, which every client understands.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Requests a connection serves before it is closed: one reconnect per hundred requests costs well under 1%. */
export const REQUESTS_PER_CONNECTION = 100;

export function rotateConnections(
  listener: RequestListener,
  requestsPerConnection: number = REQUESTS_PER_CONNECTION,
): RequestListener {
  const served = new WeakMap<Socket, number>();
  return (req: IncomingMessage, res: ServerResponse) => {
    const count = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, count);
    if (count >= requestsPerConnection) res.setHeader('Connection', 'close');
    return listener(req, res);
  };
}
