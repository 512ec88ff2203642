// A failed write to Elasticsearch is logged without the document it carried: a person's e-mail and password
// hash never reach a log line, whether from the request the client error holds or from the cluster quoting a
// value it could not parse (src/log.ts).
import { expect } from 'chai';
import { Writable } from 'node:stream';
import { createLogger } from '../../src/log';
import { TEST_PREFIX } from '../support/services';
import { dropTestStore, openTestStore } from '../support/test-store';

describe('error logs', function () {
  this.timeout(60_000);

  it('hold the status and error type of a failed account write, not its e-mail or password hash', async () => {
    const prefix = `${TEST_PREFIX}-logs`;
    const context = await openTestStore(prefix);
    try {
      const email = 'someone.private@example.org';
      const passwordHash = 'scrypt$32768$8$3$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
      // The accounts mapping is strict and created_at a date: both make the cluster refuse this write.
      const failure = await context.es
        .index({
          index: context.indices.accounts,
          id: 'account_logs',
          document: { kind: 'account', email, password_hash: passwordHash, created_at: email },
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(failure, 'the write was refused').to.be.instanceOf(Error);
      expect(JSON.stringify((failure as { meta: unknown }).meta), 'the error holds the document').to.include(
        email,
      );

      const lines: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      createLogger('info', sink).error({ err: failure }, 'account write failed');
      const line = lines.join('');
      expect(line).to.include('account write failed');
      expect(line).to.not.include(email);
      expect(line).to.not.include(passwordHash);
      expect(line).to.not.include('example.org');
      const logged = JSON.parse(line).err;
      expect(logged.statusCode).to.equal(400);
      expect(logged.esErrorType).to.equal('document_parsing_exception');
      expect(logged.stack).to.include('log-redaction.test.ts');
    } finally {
      await dropTestStore(context);
    }
  });
});
