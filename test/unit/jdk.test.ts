import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'chai';
import { findJdk, JdkNotFoundError, readJdk } from '../../src/runtime/jdk';

function fakeJdk(root: string, name: string, version: string): string {
  const home = path.join(root, name);
  fs.mkdirSync(path.join(home, 'bin'), { recursive: true });
  fs.writeFileSync(path.join(home, 'bin', 'java'), '');
  fs.writeFileSync(path.join(home, 'release'), `IMPLEMENTOR="Test"\nJAVA_VERSION="${version}"\n`);
  return home;
}

describe('JDK discovery', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'jvm-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads old and new version schemes', () => {
    expect(readJdk(fakeJdk(root, 'j8', '1.8.0_392'))?.major).to.equal(8);
    expect(readJdk(fakeJdk(root, 'j21', '21.0.2'))?.major).to.equal(21);
    expect(readJdk(path.join(root, 'missing'))).to.equal(undefined);
  });

  it('picks the newest JDK >= 21 and ignores older ones', () => {
    fakeJdk(root, 'java-17', '17.0.15');
    fakeJdk(root, 'java-21', '21.0.5');
    const newest = fakeJdk(root, 'temurin-25', '25.0.3');
    expect(findJdk(undefined, root).home).to.equal(newest);
  });

  it('fails with a message naming what it looked for when only old JDKs exist', () => {
    fakeJdk(root, 'java-17', '17.0.15');
    expect(() => findJdk(undefined, root)).to.throw(JdkNotFoundError, new RegExp(`>= 21.*${root}`));
  });

  it('honours ES_JAVA_HOME, and refuses one that is too old', () => {
    const j21 = fakeJdk(root, 'java-21', '21.0.5');
    fakeJdk(root, 'temurin-25', '25');
    expect(findJdk(j21, root).home).to.equal(j21);
    const old = fakeJdk(root, 'java-17', '17.0.15');
    expect(() => findJdk(old, root)).to.throw(JdkNotFoundError, /ES_JAVA_HOME/);
  });
});
