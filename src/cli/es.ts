// `parallax es start|stop|status`: the embedded Elasticsearch node.
import { loadConfig } from '../config';
import { esStatus, startEs, stopEs } from '../runtime/elasticsearch';
import { esRuntimeOptions } from '../runtime/services';
import { Command, wantsHelp } from './command';

const usage = `Usage: parallax es <start|stop|status>

  start    fetch (once, cached by Maven), unpack, configure and start a single-node Elasticsearch on loopback,
           wait until it is healthy; reuses a node that is already running
  stop     stop the node this project started
  status   print version, URL, data directory and state

With ES_URL set, the project uses that cluster and never starts its own: these commands then only report it.`;

export const esCommand: Command = {
  name: 'es',
  usage,
  async run(args) {
    const [action] = args;
    if (wantsHelp(args) || !['start', 'stop', 'status'].includes(action)) {
      console.log(usage);
      return wantsHelp(args) ? 0 : 2;
    }
    const config = loadConfig();
    if (config.es.url) {
      console.log(`ES_URL is set: using the external cluster at ${config.es.url}; nothing to ${action}`);
      return 0;
    }
    const opts = esRuntimeOptions(config, (line) => console.log(line));
    if (action === 'start') {
      const result = await startEs(opts);
      const how = !result.started
        ? 'already running (reused)'
        : result.cold
          ? 'cold start (fetch/unpack + boot)'
          : 'warm start';
      console.log(`elasticsearch ${result.status.version}: ${how} in ${result.seconds.toFixed(1)} s`);
      if (result.jdk) console.log(`jdk: ${result.jdk.version} (${result.jdk.home})`);
      printStatus(await esStatus(opts));
    } else if (action === 'stop') {
      console.log((await stopEs(opts)) ? 'elasticsearch stopped' : 'elasticsearch was not running');
    } else {
      const status = await esStatus(opts);
      printStatus(status);
      return status.state === 'running' ? 0 : 3;
    }
    return 0;
  },
};

function printStatus(status: Awaited<ReturnType<typeof esStatus>>): void {
  console.log(`state:   ${status.state}`);
  console.log(`version: ${status.version}`);
  console.log(`url:     ${status.url ?? '-'}`);
  console.log(`pid:     ${status.pid ?? '-'}`);
  console.log(`data:    ${status.dataDir}`);
  console.log(`log:     ${status.logFile}`);
}
