// Writes fixture documents straight into an index under their ids and refreshes, so the next search sees them; a
// document the strict mapping refuses fails the test with the store's reason.
import type { Client } from '@elastic/elasticsearch';

export async function indexDocuments(es: Client, index: string, documents: { id: number }[]): Promise<void> {
  const operations = documents.flatMap((doc) => [{ index: { _index: index, _id: String(doc.id) } }, doc]);
  const res = await es.bulk({ operations, refresh: true });
  if (res.errors)
    throw new Error(
      `indexing into ${index} failed: ${JSON.stringify(res.items.find((i) => i.index?.error))}`,
    );
}
