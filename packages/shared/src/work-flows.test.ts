import { describe, expect, it } from 'vitest';
import { canActOnStep, checklistComplete, dueAt, isOverdue, orderMeetsTrigger, pickAssignee } from './work-flows';

describe('workflow rules', () => {
  it('puts the due time the step’s hours after its assignment', () => {
    expect(dueAt(new Date('2026-03-01T10:00:00Z'), 36).toISOString()).toBe('2026-03-02T22:00:00.000Z');
  });

  it('calls only an open step past its due time overdue', () => {
    const now = new Date('2026-03-02T00:00:00Z');
    expect(isOverdue({ status: 'open', dueAt: '2026-03-01T23:59:59Z' }, now)).toBe(true);
    expect(isOverdue({ status: 'open', dueAt: '2026-03-02T00:00:01Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'done', dueAt: '2026-03-01T00:00:00Z' }, now)).toBe(false);
    expect(isOverdue({ status: 'open', dueAt: null }, now)).toBe(false);
  });

  it('starts an order trigger from its amount, inclusive; no amount means every order', () => {
    expect(orderMeetsTrigger(2_500_000, 2_500_000)).toBe(true);
    expect(orderMeetsTrigger(2_499_999, 2_500_000)).toBe(false);
    expect(orderMeetsTrigger(1, null)).toBe(true);
  });

  it('gives a role step to the nearest active member of the role above the subject, else the first of the role', () => {
    const upline = [
      { id: 'dealer', role: 'dealer', isActive: true },
      { id: 'city-off', role: 'cityDistributor', isActive: false },
      { id: 'tr', role: 'turkeyDistributor', isActive: true },
      { id: 'admin', role: 'admin', isActive: true },
    ];
    expect(pickAssignee('turkeyDistributor', upline, [{ id: 'other-tr' }])).toBe('tr');
    expect(pickAssignee('dealer', upline, [])).toBe('dealer');
    expect(pickAssignee('cityDistributor', upline, [{ id: 'first-city' }])).toBe('first-city');
    expect(pickAssignee('cityDistributor', [], [])).toBeNull();
  });

  it('lets the assignee, the member it was escalated to or an admin complete an open step', () => {
    const step = { status: 'open', assigneeId: 'a', escalatedTo: 'p' };
    expect(canActOnStep(step, { id: 'a', role: 'dealer' })).toBe(true);
    expect(canActOnStep(step, { id: 'p', role: 'cityDistributor' })).toBe(true);
    expect(canActOnStep(step, { id: 'x', role: 'admin' })).toBe(true);
    expect(canActOnStep(step, { id: 'x', role: 'turkeyDistributor' })).toBe(false);
    expect(canActOnStep({ ...step, status: 'waiting' }, { id: 'a', role: 'dealer' })).toBe(false);
  });

  it('needs every checklist item ticked', () => {
    expect(checklistComplete([])).toBe(true);
    expect(checklistComplete([{ done: true }, { done: false }])).toBe(false);
  });
});
