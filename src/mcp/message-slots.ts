// Counts MCP requests message by message against the in-flight limit (docs/decisions.md, "MCP batches count message
// by message"). One POST may carry a JSON-RPC batch of up to 100 messages (the SDK's bound), and each request in it
// holds Elasticsearch searches like a POST of its own, so counting POSTs let one token run 8 × 100 at once. The
// POST's own slot serves its first request; each further request in the batch takes one more slot, and a request
// that finds none is answered with a JSON-RPC error without running. Notifications do no work and take none.
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import {
  isJSONRPCRequest,
  type JSONRPCErrorResponse,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';

/** The code of the SDK's own transport-level refusals; the API's error body rides in `data`. */
const SERVER_ERROR = -32000;

export class BatchSlots {
  private readonly releases: (() => void)[] = [];

  /**
   * `acquire` takes one more of the caller's slots (null when all are taken); `refusal` is the API error body
   * (`{ error: { code, status, message } }`) a request without a slot is answered with.
   */
  constructor(
    private readonly acquire: () => (() => void) | null,
    private readonly refusal: () => { error: { message: string } },
  ) {}

  /** Wraps the transport's message handler; call after `server.connect`, which installs it. */
  install(transport: Transport): void {
    const handle = transport.onmessage;
    let firstSeen = false;
    transport.onmessage = (message, extra) => {
      if (isJSONRPCRequest(message)) {
        if (firstSeen && !this.takeSlot()) {
          void transport.send(this.refused(message.id));
          return;
        }
        firstSeen = true;
      }
      handle?.(message, extra);
    };
  }

  /** Gives back every slot the batch took (the POST's own is released by its owner). */
  release(): void {
    for (const release of this.releases.splice(0)) release();
  }

  private takeSlot(): boolean {
    const release = this.acquire();
    if (release) this.releases.push(release);
    return release !== null;
  }

  private refused(id: RequestId): JSONRPCErrorResponse {
    const { error } = this.refusal();
    return { jsonrpc: '2.0', id, error: { code: SERVER_ERROR, message: error.message, data: error } };
  }
}
