import { expect } from 'chai';
import { extractClaims } from '../../src/analyze/claims';

describe('analyze/claims: claims from a headline and lead', () => {
  it('takes figures with the words that say what they measure', () => {
    const [crowd] = extractClaims(
      'Thousands rally',
      'A crowd of 20,000 marched through the capital on Saturday.',
    );
    expect(crowd).to.include({ kind: 'figure', unit: 'count', value: 20_000 });
    expect([...crowd.context.keys()]).to.include.members(['march', 'crowd']);
    expect(crowd.snippet).to.equal('A crowd of 20,000 marched through the capital on Saturday.');
  });

  it('takes quotes with their speaker, and statements attributed with "according to" or "said"', () => {
    const claims = extractClaims(
      'Mayor defends budget',
      '"This budget protects every library in the city," said Mayor Ines Calder. According to the council, the plan closes two fire stations.',
    );
    const quote = claims.find((c) => c.kind === 'quote')!;
    expect(quote.speaker).to.equal('Mayor Ines Calder');
    expect(quote.speakerKey).to.equal('calder');
    expect(quote.snippet).to.equal('“This budget protects every library in the city”');
    const statement = claims.find((c) => c.kind === 'statement')!;
    expect(statement.speaker).to.equal('council');
    expect([...statement.context.keys()]).to.include.members(['plan', 'close', 'fire', 'station']);
  });

  it('marks a denial whoever makes it', () => {
    const claims = extractClaims(
      'Ministry denies hospital was hit',
      'The ministry denied that the hospital was struck by its missiles.',
    );
    expect(claims.some((c) => c.kind === 'statement' && c.denial)).to.equal(true);
  });

  it('finds nothing to claim in a plain headline', () => {
    expect(extractClaims('Storm moves up the coast', '')).to.deep.equal([]);
  });

  it('credits names only: no weekday, lone common word or clause-less subject, and each figure to its clause', () => {
    const claims = extractClaims(
      'Rally count disputed',
      'Unemployment claims fell to 293,000, the Labor Department said Thursday. Organisers said 20,000 people marched, while police put the number at about 3,000.',
    );
    expect(claims.map((c) => c.speaker)).to.include.members(['Labor Department', 'Organisers', 'police']);
    expect(claims.map((c) => c.speaker)).to.not.include.members(['Thursday', 'Unemployment']);
    expect(claims.find((c) => c.value === 3000)!.speaker).to.equal('police');
  });

  it('takes a denial only from a named speaker', () => {
    const [plain] = extractClaims('Plan', 'The plan does not apply to schools, and the claim is false.');
    expect(plain).to.equal(undefined);
    const [denied] = extractClaims(
      'Club',
      'The senator’s office on Monday denied that the club discriminates.',
    );
    expect(denied).to.include({ kind: 'statement', denial: true });
  });
});
