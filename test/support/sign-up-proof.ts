// Solves the sign-up form's proof of work as the page's script does (src/web/assets/sign-up-proof.js), written
// again here from the rule rather than taken from the server, so a server that checked a different rule fails.
// The suite's servers ask for few bits (testConfig), so a solution takes a few hundred hashes.
import { createHash } from 'node:crypto';

function leadingZeroBits(digest: Buffer): number {
  const bits = [...digest].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  const first = bits.indexOf('1');
  return first === -1 ? bits.length : first;
}

const solves = (challenge: string, counter: number): boolean =>
  leadingZeroBits(createHash('sha256').update(`${challenge}:${counter}`).digest()) >=
  Number(challenge.split('.')[1]);

/** A counter that does not solve the challenge. */
export function unsolvedCounter(challenge: string): string {
  let n = 0;
  while (solves(challenge, n)) n++;
  return String(n);
}

/** A counter such that SHA-256(`challenge:counter`) starts with the challenge's number of zero bits. */
export function solveProof(challenge: string): string {
  let n = 0;
  while (!solves(challenge, n)) n++;
  return String(n);
}

/** The challenge on a sign-up page, or undefined on a page without one. */
export function proofChallengeOf(page: string): string | undefined {
  return /name="proof_challenge" value="([^"]+)"/.exec(page)?.[1];
}

/** The proof fields a sign-up page's script would fill in: nothing for a page without a challenge. */
export function solvedProofFields(page: string): Record<string, string> {
  const challenge = proofChallengeOf(page);
  return challenge ? { proof_challenge: challenge, proof_solution: solveProof(challenge) } : {};
}
