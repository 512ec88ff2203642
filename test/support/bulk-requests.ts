// Watches the bulk requests a client sends (the transport's own diagnostic events, no mock): a test can lose the
// clustering lease when the first bulk response arrives and then see whether any later bulk request went out, or
// wait until every bulk request sent so far has been answered.
import type { Client, DiagnosticResult } from '@elastic/elasticsearch';

const isBulk = (meta: DiagnosticResult | null) => meta?.meta.request.params.path.endsWith('/_bulk') ?? false;

export interface LeaseLossWatch {
  /** The lease the code under test checks; aborted when the first bulk response arrives. */
  lease: AbortSignal;
  /** Bulk requests sent before the lease was lost, and after it. */
  before: number;
  after: number;
  stop(): void;
}

export function loseLeaseAtFirstBulkResponse(es: Client): LeaseLossWatch {
  const lost = new AbortController();
  const watch: LeaseLossWatch = { lease: lost.signal, before: 0, after: 0, stop };
  const onRequest = (_err: unknown, meta: DiagnosticResult | null) => {
    if (!isBulk(meta)) return;
    if (lost.signal.aborted) watch.after += 1;
    else watch.before += 1;
  };
  const onResponse = (_err: unknown, meta: DiagnosticResult | null) => {
    if (isBulk(meta) && !lost.signal.aborted) lost.abort(new Error('lost the lock'));
  };
  es.diagnostic.on('request', onRequest);
  es.diagnostic.on('response', onResponse);
  function stop() {
    es.diagnostic.off('request', onRequest);
    es.diagnostic.off('response', onResponse);
  }
  return watch;
}

export interface BulkAnswers {
  /** Resolves once every bulk request sent since the watch began has had its response (or its error). */
  allAnswered(): Promise<void>;
  stop(): void;
}

export function watchBulkAnswers(es: Client): BulkAnswers {
  let sent = 0;
  let answered = 0;
  let waiting: (() => void)[] = [];
  const onRequest = (_err: unknown, meta: DiagnosticResult | null) => {
    if (isBulk(meta)) sent += 1;
  };
  const onResponse = (_err: unknown, meta: DiagnosticResult | null) => {
    if (!isBulk(meta)) return;
    answered += 1;
    if (answered < sent) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  es.diagnostic.on('request', onRequest);
  es.diagnostic.on('response', onResponse);
  return {
    allAnswered: () =>
      answered >= sent ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve)),
    stop() {
      es.diagnostic.off('request', onRequest);
      es.diagnostic.off('response', onResponse);
    },
  };
}
