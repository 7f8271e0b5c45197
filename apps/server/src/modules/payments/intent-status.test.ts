import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentLedgerKinds } from '@caskmark/db';
import { deriveIntentStatus, type LedgerFact } from './intent-status';

const fact = fc.record({ kind: fc.constantFrom(...paymentLedgerKinds), amountCents: fc.integer({ min: 0, max: 2_000_000 }) });

describe('deriveIntentStatus', () => {
  it('depends on the set of facts only: any order, any duplicates of a delivered fact', () => {
    fc.assert(
      fc.property(fc.array(fact, { maxLength: 8 }), fc.integer(), (facts, seed) => {
        const shuffled = [...facts].sort((a, b) => ((a.amountCents * 31 + seed) % 7) - ((b.amountCents * 31 + seed) % 7));
        expect(deriveIntentStatus(shuffled, 'requires_action')).toBe(deriveIntentStatus(facts, 'requires_action'));
        // Duplicates of the same operation are one ledger row (unique source key); the status of a
        // multiset where non-refund facts repeat is the same.
        const repeated = [...facts, ...facts.filter((item) => !['refunded', 'eth_refunded'].includes(item.kind) && !['captured', 'wire_confirmed', 'eth_received', 'gift_card_captured'].includes(item.kind))];
        expect(deriveIntentStatus(repeated, 'requires_action')).toBe(deriveIntentStatus(facts, 'requires_action'));
      }),
    );
  });

  it('walks the card life cycle', () => {
    const facts: LedgerFact[] = [];
    expect(deriveIntentStatus(facts, 'requires_action')).toBe('requires_action');
    facts.push({ kind: 'authorized', amountCents: 5000 });
    expect(deriveIntentStatus(facts, 'requires_action')).toBe('authorized');
    facts.push({ kind: 'captured', amountCents: 5000 });
    expect(deriveIntentStatus(facts, 'requires_action')).toBe('captured');
    facts.push({ kind: 'refunded', amountCents: 1000 });
    expect(deriveIntentStatus(facts, 'requires_action')).toBe('partially_refunded');
    facts.push({ kind: 'refunded', amountCents: 4000 });
    expect(deriveIntentStatus(facts, 'requires_action')).toBe('refunded');
  });

  it('walks the ETH life cycle: a refused payment takes nothing, its return changes nothing, a refund of the part taken refunds', () => {
    const quote = { kind: 'awaiting_transfer', amountCents: 0 } as const;
    expect(deriveIntentStatus([quote], 'awaiting_transfer')).toBe('awaiting_transfer');
    const short = [quote, { kind: 'eth_received', amountCents: 0 }, { kind: 'failed', amountCents: 0 }] as const;
    expect(deriveIntentStatus(short, 'awaiting_transfer')).toBe('failed');
    expect(deriveIntentStatus([...short, { kind: 'eth_refunded', amountCents: 0 }], 'awaiting_transfer')).toBe('failed');
    const paid = [quote, { kind: 'eth_received', amountCents: 250_00 }, { kind: 'eth_refunded', amountCents: 0 }] as const;
    expect(deriveIntentStatus(paid, 'awaiting_transfer')).toBe('captured');
    expect(deriveIntentStatus([...paid, { kind: 'eth_received', amountCents: 0 }], 'awaiting_transfer')).toBe('captured');
    expect(deriveIntentStatus([...paid, { kind: 'eth_refunded', amountCents: 250_00 }], 'awaiting_transfer')).toBe('refunded');
    expect(deriveIntentStatus([quote, { kind: 'voided', amountCents: 0 }, { kind: 'eth_received', amountCents: 0 }], 'awaiting_transfer')).toBe('voided');
  });

  it('a capture outranks a void and a failure whatever arrives first', () => {
    expect(deriveIntentStatus([{ kind: 'voided', amountCents: 0 }, { kind: 'authorized', amountCents: 10 }], 'authorized')).toBe('voided');
    expect(deriveIntentStatus([{ kind: 'failed', amountCents: 0 }, { kind: 'authorized', amountCents: 10 }], 'requires_action')).toBe('failed');
    expect(deriveIntentStatus([{ kind: 'captured', amountCents: 10 }, { kind: 'failed', amountCents: 0 }], 'requires_action')).toBe('captured');
    expect(deriveIntentStatus([{ kind: 'gift_card_held', amountCents: 10 }, { kind: 'gift_card_released', amountCents: 10 }], 'authorized')).toBe('voided');
    expect(deriveIntentStatus([{ kind: 'awaiting_transfer', amountCents: 0 }, { kind: 'wire_rejected', amountCents: 0 }], 'awaiting_transfer')).toBe('failed');
  });
});
