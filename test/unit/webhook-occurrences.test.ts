// Occurrences found by comparing an event before and after a write, the threshold crossings in both directions,
// the subscription filters, the retry schedule's jitter bounds, and the Standard Webhooks signature checked
// against the reference implementation (the standardwebhooks package).
import { expect } from 'chai';
import { Webhook } from 'standardwebhooks';
import { crossing, matchOccurrence, occurrencesOf, type EventSnapshot } from '../../src/webhooks/occurrences';
import { retryDelay, RETRY_DELAYS_MS } from '../../src/webhooks/rules';
import { generateSecret, signatureHeader, webhookId } from '../../src/webhooks/signature';
import {
  newSubscription,
  type SubscriptionInput,
  type SubscriptionRecord,
} from '../../src/webhooks/subscriptions';

const AT = '2026-11-20T10:00:00.000Z';
const event = (fields: Partial<EventSnapshot> = {}): EventSnapshot => ({
  id: 7,
  title: 'Port strike',
  category: 'economy',
  outlets: ['cnn', 'the-guardian'],
  tickers: ['AAPL'],
  divergence_score: null,
  gap: null,
  updated_at: AT,
  ...fields,
});
const LEFT_GAP = { covered_by: 'left', ignored_by: 'right' };

function subscription(fields: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  const input: SubscriptionInput = {
    url: 'https://hooks.example/in',
    event_types: ['gap.opened', 'gap.closed', 'divergence.crossed', 'event.created'],
    categories: [],
    outlets: [],
    tickers: [],
    threshold: 60,
  };
  return { ...newSubscription('acct_1', input, Date.parse(AT)), id: 'wh_1', ...fields };
}

describe('webhook occurrences', () => {
  it('an event stored for the first time is event.created, with its gap opened and its score crossing', () => {
    const types = occurrencesOf(undefined, event({ gap: LEFT_GAP, divergence_score: 70 })).map((o) => o.type);
    expect(types).to.deep.equal(['event.created', 'gap.opened', 'divergence.crossed']);
  });

  it('a gap that ends is gap.closed; one that changes side closes and opens', () => {
    expect(occurrencesOf(event({ gap: LEFT_GAP }), event()).map((o) => o.type)).to.deep.equal(['gap.closed']);
    const flipped = occurrencesOf(
      event({ gap: LEFT_GAP }),
      event({ gap: { covered_by: 'right', ignored_by: 'left' } }),
    );
    expect(flipped.map((o) => [o.type, o.gap?.covered_by])).to.deep.equal([
      ['gap.closed', 'left'],
      ['gap.opened', 'right'],
    ]);
  });

  it('an event merged away closes its gap; a write that changes nothing watched is no occurrence', () => {
    expect(
      occurrencesOf(event({ gap: LEFT_GAP }), { id: 7, merged_into: 3 }).map((o) => o.type),
    ).to.deep.equal(['gap.closed']);
    expect(
      occurrencesOf(event({ divergence_score: 40 }), event({ divergence_score: 40, title: 'x' })),
    ).to.deep.equal([]);
  });

  it('a threshold is crossed up when reached and down when left, both ways, and not by moves on one side', () => {
    expect(crossing(null, 60, 60)).to.equal('up');
    expect(crossing(59, 60, 60)).to.equal('up');
    expect(crossing(60, 59, 60)).to.equal('down');
    expect(crossing(61, 90, 60)).to.equal(undefined);
    expect(crossing(10, 59, 60)).to.equal(undefined);
  });

  it('a subscription gets an occurrence only of its types, past its filters and threshold', () => {
    const [created, , crossed] = occurrencesOf(undefined, event({ gap: LEFT_GAP, divergence_score: 70 }));
    expect(matchOccurrence(subscription(), created)).to.include({ event_id: 7, category: 'economy' });
    expect(matchOccurrence(subscription({ event_types: ['gap.opened'] }), created)).to.equal(undefined);
    expect(matchOccurrence(subscription({ categories: ['war'] }), created)).to.equal(undefined);
    expect(matchOccurrence(subscription({ outlets: ['fox-news'] }), created)).to.equal(undefined);
    expect(matchOccurrence(subscription({ outlets: ['cnn'], tickers: ['AAPL'] }), created)).to.not.equal(
      undefined,
    );
    expect(matchOccurrence(subscription({ tickers: ['MSFT'] }), created)).to.equal(undefined);
    expect(matchOccurrence(subscription({ status: 'disabled' }), created)).to.equal(undefined);
    expect(matchOccurrence(subscription({ threshold: 60 }), crossed)).to.include({
      direction: 'up',
      threshold: 60,
    });
    expect(matchOccurrence(subscription({ threshold: 80 }), crossed)).to.equal(undefined);
  });

  it('the same change gives the same key, so the same webhook id per subscription', () => {
    const once = occurrencesOf(event(), event({ gap: LEFT_GAP }))[0];
    const again = occurrencesOf(event(), event({ gap: LEFT_GAP }))[0];
    expect(webhookId(once.key, 'wh_1')).to.equal(webhookId(again.key, 'wh_1'));
    expect(webhookId(once.key, 'wh_1')).to.not.equal(webhookId(once.key, 'wh_2'));
    const later = occurrencesOf(event(), event({ gap: LEFT_GAP, updated_at: '2026-11-20T11:00:00.000Z' }))[0];
    expect(webhookId(later.key, 'wh_1')).to.not.equal(webhookId(once.key, 'wh_1'));
  });
});

describe('webhook retry schedule and signature', () => {
  it('each wait stays within 20% of the schedule, and none follows the last attempt', () => {
    expect(retryDelay(1, RETRY_DELAYS_MS, () => 0)).to.equal(RETRY_DELAYS_MS[0] * 0.8);
    expect(retryDelay(1, RETRY_DELAYS_MS, () => 1)).to.equal(RETRY_DELAYS_MS[0] * 1.2);
    expect(retryDelay(RETRY_DELAYS_MS.length + 1)).to.equal(undefined);
  });

  it('the reference verifier accepts our signature with either secret of a rotation, and refuses a changed body', () => {
    const current = generateSecret();
    const previous = generateSecret();
    const id = 'msg_test';
    const timestamp = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'gap.opened', timestamp: AT, data: { event_id: 7 } });
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signatureHeader([current, previous], id, timestamp, body),
    };
    expect(new Webhook(current).verify(body, headers)).to.deep.equal(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).to.deep.equal(JSON.parse(body));
    expect(() => new Webhook(generateSecret()).verify(body, headers)).to.throw();
    expect(() => new Webhook(current).verify(body.replace('7', '8'), headers)).to.throw();
  });
});
