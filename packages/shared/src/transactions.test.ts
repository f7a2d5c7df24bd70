import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  csvMoney,
  directionOf,
  formatTransactionAmount,
  parseTransactionId,
  TRANSACTION_KINDS,
  transactionId,
  transactionLink,
  transactionStatusLabel,
  transactionTitle,
} from './transactions';

const ID = '573a8cca-dbe9-456c-8cb4-809752a84895';

describe('transaction ids', () => {
  it('name a kind and a source row, and read back what they were made of', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRANSACTION_KINDS), fc.uuid(), (kind, uuid) => {
        expect(parseTransactionId(transactionId(kind, uuid))).toEqual({ kind, sourceId: uuid.toLowerCase() });
      }),
    );
  });

  it('refuse anything else', () => {
    for (const bad of [ID, `gift_${ID}`, `commission_${ID}x`, `commission-${ID}`, `commission_`, `order_${ID}_1`, '']) {
      expect(parseTransactionId(bad)).toBeNull();
    }
  });
});

describe('transaction rules', () => {
  it('link each movement to its source', () => {
    expect(transactionLink({ kind: 'order', sourceId: ID, orderId: ID })).toBe(`/dashboard/orders/${ID}`);
    expect(transactionLink({ kind: 'refund', sourceId: ID, orderId: ID })).toBe(`/dashboard/orders/${ID}`);
    expect(transactionLink({ kind: 'commission', sourceId: ID, orderId: null })).toBe(
      `/dashboard/commissions?line=${ID}`,
    );
    expect(transactionLink({ kind: 'clawback', sourceId: ID, orderId: null })).toBe(
      `/dashboard/commissions?line=${ID}`,
    );
    expect(transactionLink({ kind: 'payout', sourceId: ID, orderId: null })).toBe('/dashboard/commissions/payments');
    expect(transactionLink({ kind: 'points', sourceId: ID, orderId: null })).toBe('/dashboard/points');
  });

  it('show amounts with their sign, lira and points apart', () => {
    expect(formatTransactionAmount(14080, 'TRY')).toBe('+₺140,80');
    expect(formatTransactionAmount(-123456, 'TRY')).toBe('-₺1.234,56');
    expect(formatTransactionAmount(5000, 'POINTS')).toBe('+50 puan');
    expect(formatTransactionAmount(-1250, 'POINTS')).toBe('-12,5 puan');
    expect(formatTransactionAmount(0, 'TRY')).toBe('₺0,00');
    expect(directionOf(1)).toBe('in');
    expect(directionOf(-1)).toBe('out');
    expect(directionOf(0)).toBeNull();
  });

  it('write kuruş as Turkish Excel reads a number', () => {
    expect(csvMoney(123456)).toBe('1.234,56');
    expect(csvMoney(5)).toBe('0,05');
    expect(csvMoney(100_000_000_00)).toBe('100.000.000,00');
  });

  it('label states in the words of their ledger', () => {
    expect(transactionStatusLabel('commission', 'pending')).toBe('Beklemede');
    expect(transactionStatusLabel('order', 'paid')).toBe('Ödendi');
    expect(transactionStatusLabel('payout', 'carried_over')).toBe('Sonraki Döneme Devredildi');
    expect(transactionStatusLabel('points', 'completed')).toBe('Tamamlandı');
  });
});

describe('transaction titles', () => {
  it('say what moved, from the ledger row', () => {
    expect(transactionTitle({ kind: 'order', status: 'paid', sub: 'card', note: null })).toBe(
      'Sipariş ödemesi · Kredi Kartı',
    );
    expect(transactionTitle({ kind: 'refund', status: 'returned', sub: 'card', note: null })).toBe('Sipariş iadesi');
    expect(transactionTitle({ kind: 'commission', status: 'pending', sub: 'dealer', note: 'Krill Yağı' })).toBe(
      'Bayi komisyonu · Krill Yağı',
    );
    expect(transactionTitle({ kind: 'payout', status: 'paid', sub: 'points', note: '2026-03' })).toContain('Puan');
    expect(transactionTitle({ kind: 'points', status: 'completed', sub: 'bonus', note: null })).toBe('Bonus');
  });
});
