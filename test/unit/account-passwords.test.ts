import { expect } from 'chai';
import { hashPassword, passwordProblem, verifyPassword } from '../../src/access/password';

describe('account passwords', function () {
  this.timeout(30_000);

  it('stores scrypt with its parameters and a salt of its own, and verifies only the same password', async () => {
    const password = 'a few unrelated words';
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).to.match(/^scrypt\$32768\$8\$3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(second, 'a new salt each time').to.not.equal(first);
    expect(await verifyPassword(password, first)).to.equal(true);
    expect(await verifyPassword(`${password} `, first)).to.equal(false);
    expect(await verifyPassword(password, undefined), 'no account: nothing matches').to.equal(false);
  });

  it('matches a password typed with other Unicode code points for the same characters (NFKC)', async () => {
    const stored = await hashPassword('ﬁve café words here');
    expect(await verifyPassword('five cafe\u0301 words here', stored)).to.equal(true);
  });

  it('follows NIST SP 800-63B: 15 characters at least, any characters, nothing guessable for the account', () => {
    const email = 'reader@example.com';
    expect(passwordProblem('fourteen chars', email)).to.contain('at least 15 characters');
    expect(passwordProblem('🙂'.repeat(7) + 'abc€', email), 'code points, not UTF-16 units').to.contain(
      'at least 15',
    );
    expect(passwordProblem('x'.repeat(257), email)).to.contain('at most 256');
    expect(passwordProblem('abababababababab', email)).to.contain('repeats');
    expect(passwordProblem('my reader password', email)).to.contain('email address');
    expect(passwordProblem('parallax is my password', email)).to.contain('name of this service');
    for (const fine of [
      'correct horse battery staple',
      'ÄÖÜ with spaces and 1',
      'no capitals or digits at all',
    ])
      expect(passwordProblem(fine, email), fine).to.equal(null);
  });
});
