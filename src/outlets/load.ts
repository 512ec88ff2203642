// Writes the tracked outlets into the outlets index. Descriptive fields come from the catalog every time;
// statistics are never reset by a reload: articles_ingested starts at 0, avg_divergence_when_covered and
// omission_rate at null (nothing measured yet, docs/decisions.md).
import type { Client } from '@elastic/elasticsearch';
import { OUTLETS } from './catalog';

export async function loadOutlets(es: Client, index: string): Promise<number> {
  const operations = OUTLETS.flatMap((outlet) => {
    const doc = {
      slug: outlet.slug,
      name: outlet.name,
      short_name: outlet.short_name,
      domains: outlet.domains,
      homepage: outlet.homepage,
      aliases: outlet.aliases,
      feeds: outlet.feeds,
      bias: outlet.bias,
      bias_position: outlet.bias_position,
      primary_color: outlet.primary_color,
    };
    return [
      { update: { _index: index, _id: outlet.slug } },
      {
        doc,
        upsert: { ...doc, articles_ingested: 0, avg_divergence_when_covered: null, omission_rate: null },
      },
    ];
  });
  const res = await es.bulk({ operations, refresh: 'wait_for' });
  if (res.errors) {
    const first = res.items.find((item) => item.update?.error)?.update?.error;
    throw new Error(`loading outlets failed: ${first?.type}: ${first?.reason}`);
  }
  return OUTLETS.length;
}
