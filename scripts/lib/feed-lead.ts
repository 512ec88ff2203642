// What a feed's summary holds of an article: its first sentences, about 600 characters at most. The evaluation
// gives the analysis what the service has of a real article (headline and this lead), never the full body.
const LEAD_CHARS = 600;

export function feedLead(paragraphs: readonly string[]): string {
  const text = paragraphs.join(' ').replace(/\s+/g, ' ').trim();
  if (text.length <= LEAD_CHARS) return text;
  const cut = text.slice(0, LEAD_CHARS);
  const end = cut.lastIndexOf('. ');
  return end > 200 ? cut.slice(0, end + 1) : cut;
}
