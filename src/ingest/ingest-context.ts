// The context an ingesting process runs with: the application's live dependencies (AppContext), and what its
// clusterer and event analysis remember between cycles, which an API process never needs.
import type { AppContext } from '../context';
import type { IngestCaches } from './ingest-caches';

export interface IngestContext extends AppContext {
  /**
   * What this context's ingest remembers between clustering cycles (recent event states, article features and
   * analysed fields, changes still being saved): one set per context, created with it.
   */
  ingestCaches: IngestCaches;
}
