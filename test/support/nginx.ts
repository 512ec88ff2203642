// A real nginx on loopback as the TLS-terminating reverse proxy in front of a test API, configured as the README's
// deployment is (it appends the peer to X-Forwarded-For and passes Host). nginx is installed with apt-get on first
// use, as the runtime installs redis-server (src/runtime/packages.ts); it runs in the foreground as this process's
// child, with every file it writes in a temporary directory.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ensureBinary } from '../../src/runtime/packages';
import { readTail, waitFor } from '../../src/runtime/processes';

export interface TestProxy {
  /** https://localhost:PORT, the address clients use (PUBLIC_URL). */
  url: string;
  port: number;
  close(): Promise<void>;
}

function nginxConfig(
  dir: string,
  port: number,
  upstream: string,
  tls: { certFile: string; keyFile: string },
) {
  return `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port} ssl;
    server_name localhost;
    ssl_certificate ${tls.certFile};
    ssl_certificate_key ${tls.keyFile};
    location / {
      proxy_pass ${upstream};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }
}
`;
}

const accepts = (port: number): Promise<true | undefined> =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(undefined));
  });

export async function startNginx(
  port: number,
  upstream: string,
  tls: { certFile: string; keyFile: string },
): Promise<TestProxy> {
  const nginx = await ensureBinary('nginx', 'nginx', (line) => console.log(`      [nginx] ${line}`));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parallax-nginx-'));
  const configFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(dir, port, upstream, tls));
  const errorLog = path.join(dir, 'error.log');
  // -e: the log of start-up itself, before the configuration's error_log applies (else /var/log/nginx).
  const child: ChildProcess = spawn(nginx, ['-p', dir, '-c', configFile, '-e', errorLog], {
    stdio: 'ignore',
  });
  let exited = false;
  const stopped = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const ready = await waitFor(() => accepts(port), {
    timeoutMs: 20_000,
    intervalMs: 50,
    stillTrying: () => !exited,
  });
  const close = async (): Promise<void> => {
    if (!exited) child.kill('SIGTERM');
    await stopped;
    fs.rmSync(dir, { recursive: true, force: true });
  };
  if (!ready) {
    const log = readTail(errorLog);
    await close();
    throw new Error(`nginx did not start on 127.0.0.1:${port}:\n${log}`);
  }
  return { url: `https://localhost:${port}`, port, close };
}
