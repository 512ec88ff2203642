// `parallax setup`: creates missing indices and aliases and loads the outlets, leaving existing data alone.
import { loadConfig } from '../config';
import { resolveEsUrl } from '../runtime/services';
import { createEsClient } from '../store/es-client';
import { prepareStore } from './prepare-store';
import { Command } from './command';

const usage = `Usage: parallax setup

Creates the articles, events, outlets and accounts indices (versioned, behind aliases, named with
PARALLAX_INDEX_PREFIX) when missing, applies added mapping fields to existing ones, and loads the 45 outlets.
Existing data is never deleted. Starts the embedded Elasticsearch first when ES_URL is unset and it is not running
(it is left running; stop it with \`parallax es stop\`).`;

export const setupCommand: Command = {
  name: 'setup',
  usage,
  async run() {
    const config = loadConfig();
    const url = await resolveEsUrl(config, (l) => console.log(l));
    const es = createEsClient(config, url);
    try {
      const { indices, outlets } = await prepareStore(es, config.indexPrefix);
      for (const r of indices) console.log(`${r.alias} -> ${r.physical}: ${r.action}`);
      console.log(`outlets loaded: ${outlets}`);
    } finally {
      await es.close();
    }
    return 0;
  },
};
