// The Dockerfile cannot be built here (no Docker engine), so its one security property is read off the file: the
// service runs as an unprivileged user, set after the last build step that needs root, with a directory it owns.
import { expect } from 'chai';
import fs from 'node:fs';
import path from 'node:path';

const lines = fs
  .readFileSync(path.resolve(__dirname, '..', '..', 'Dockerfile'), 'utf8')
  .split('\n')
  .filter((line) => /^[A-Z]+\s/.test(line));

describe('Dockerfile', () => {
  it('runs the service as a numeric non-root user, set after the last RUN, with its runtime directory its own', () => {
    const users = lines.filter((line) => line.startsWith('USER '));
    expect(users, 'a USER instruction').to.not.have.length(0);
    const user = users[users.length - 1].slice('USER '.length).trim();
    expect(user).to.match(/^[1-9]\d*(:[1-9]\d*)?$/);
    const lastRun = lines.map((line) => line.startsWith('RUN ')).lastIndexOf(true);
    expect(lines.lastIndexOf(users[users.length - 1])).to.be.above(lastRun);
    const runtimeDir = /PARALLAX_RUNTIME_DIR=(\S+)/.exec(lines.join('\n'))?.[1];
    expect(runtimeDir, 'PARALLAX_RUNTIME_DIR set').to.be.a('string');
    const uid = user.split(':')[0];
    expect(fs.readFileSync(path.resolve(__dirname, '..', '..', 'Dockerfile'), 'utf8')).to.include(
      `chown ${uid}:${uid} ${runtimeDir}`,
    );
  });
});
