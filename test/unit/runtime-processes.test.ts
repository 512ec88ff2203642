// The process helpers the runtime stops stores with: a pid of 0 or below names a process group (0 the caller's
// own), so it must never count as alive nor be signalled; a state file written before a launch holds pid 0.
import { spawn } from 'node:child_process';
import { expect } from 'chai';
import { isAlive, terminate } from '../../src/runtime/processes';

describe('runtime process helpers', () => {
  it('treats 0 and negative pids as no process', () => {
    expect(isAlive(0)).to.equal(false);
    expect(isAlive(-1)).to.equal(false);
    expect(isAlive(-process.pid)).to.equal(false);
    expect(isAlive(process.pid)).to.equal(true);
  });

  it('signals nothing for pid 0, so the caller and its process group live on', async () => {
    let signalled = false;
    const onTerm = () => {
      signalled = true;
    };
    process.on('SIGTERM', onTerm);
    try {
      await terminate(0, 1_000);
    } finally {
      process.removeListener('SIGTERM', onTerm);
    }
    expect(signalled).to.equal(false);
  });

  it('stops a real child process', async () => {
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    expect(isAlive(child.pid as number)).to.equal(true);
    await terminate(child.pid as number, 5_000);
    await exited;
    expect(isAlive(child.pid as number)).to.equal(false);
  });
});
