// `parallax redis start|stop|status`: the project's own redis-server, used when REDIS_URL is not set.
import { loadConfig } from '../config';
import { redisStatus, startRedis, stopRedis } from '../runtime/redis';
import { redisRuntimeOptions } from '../runtime/services';
import { Command } from './command';

const usage = `Usage: parallax redis <start|stop|status>

  start    start a private redis-server on a free loopback port, without persistence (installs it with
           apt-get when absent and running as root); reuses one that is already running
  stop     stop it
  status   print its URL and state

With REDIS_URL set, that server is used instead and these commands only report it.`;

export const redisCommand: Command = {
  name: 'redis',
  usage,
  async run(args) {
    const [action] = args;
    if (!['start', 'stop', 'status'].includes(action)) {
      console.log(usage);
      return 2;
    }
    const config = loadConfig();
    if (config.redis.url) {
      console.log(`REDIS_URL is set: using ${config.redis.url}; nothing to ${action}`);
      return 0;
    }
    const opts = redisRuntimeOptions(config, (line) => console.log(line));
    if (action === 'start') {
      const { status, started } = await startRedis(opts);
      console.log(`redis ${started ? 'started' : 'already running (reused)'} at ${status.url}`);
    } else if (action === 'stop') {
      console.log((await stopRedis(opts)) ? 'redis stopped' : 'redis was not running');
    } else {
      const status = await redisStatus(opts);
      console.log(`state: ${status.state}\nurl:   ${status.url ?? '-'}\ndir:   ${status.dir}`);
      return status.state === 'running' ? 0 : 3;
    }
    return 0;
  },
};
