import { describe, expect, it } from 'vitest';
import {
  approvalRuleSchema,
  conditionHolds,
  matchingRule,
  type ApprovalSubject,
  type ConditionOperator,
} from './approvalRule';

const kw = '7d0f1c4e-2b7a-4c1e-9f2a-1a2b3c4d5e6f';
const doc: ApprovalSubject = {
  totalttc: '1500.00',
  supplieruuid: '11111111-1111-4111-8111-111111111111',
  companyId: '22222222-2222-4222-8222-222222222222',
  originType: null,
  documentgroupuuid: '33333333-3333-4333-8333-333333333333',
  data: [{ keyworduuid: kw, value: 'Travaux Lyon' }],
};
const holds = (operator: ConditionOperator, value: string, field: 'TOTAL_TTC' | 'KEYWORD' = 'TOTAL_TTC') =>
  conditionHolds({ field, operator, value, ...(field === 'KEYWORD' ? { keyworduuid: kw } : {}) }, doc);

describe('approval rule conditions', () => {
  it('compare amounts exactly at two decimals with each operator', () => {
    expect([holds('EQUAL', '1500'), holds('EQUAL', '1500.01')]).toEqual([true, false]);
    expect([holds('NOT_EQUAL', '1500.00'), holds('NOT_EQUAL', '1499.99')]).toEqual([false, true]);
    expect([holds('GREATER_THAN', '1499.99'), holds('GREATER_THAN', '1500')]).toEqual([true, false]);
    expect([holds('GREATER_OR_EQUAL', '1500'), holds('GREATER_OR_EQUAL', '1500.01')]).toEqual([true, false]);
    expect([holds('LESS_THAN', '1500.01'), holds('LESS_THAN', '1500')]).toEqual([true, false]);
    expect([holds('LESS_OR_EQUAL', '1500'), holds('LESS_OR_EQUAL', '1499.99')]).toEqual([true, false]);
    expect([holds('CONTAINS', '150'), holds('CONTAINS', '999')]).toEqual([true, false]);
  });

  it('compare keyword values and references as text, case-insensitive', () => {
    expect([holds('CONTAINS', 'lyon', 'KEYWORD'), holds('CONTAINS', 'Paris', 'KEYWORD')]).toEqual([true, false]);
    expect([holds('EQUAL', 'travaux lyon', 'KEYWORD'), holds('NOT_EQUAL', 'travaux lyon', 'KEYWORD')]).toEqual([
      true,
      false,
    ]);
    const supplier = (operator: ConditionOperator) =>
      conditionHolds({ field: 'SUPPLIER', operator, value: doc.supplieruuid! }, doc);
    expect([supplier('EQUAL'), supplier('NOT_EQUAL')]).toEqual([true, false]);
  });

  it('hold only NOT_EQUAL on a missing value', () => {
    const origin = (operator: ConditionOperator) => conditionHolds({ field: 'ORIGIN_TYPE', operator, value: 'x' }, doc);
    expect(origin('EQUAL')).toBe(false);
    expect(origin('CONTAINS')).toBe(false);
    expect(origin('NOT_EQUAL')).toBe(true);
  });

  it('take the first active rule, in order, whose every condition holds', () => {
    const rule = (name: string, active: boolean, value: string) => ({
      name,
      active,
      conditions: [{ field: 'TOTAL_TTC' as const, operator: 'GREATER_THAN' as const, value }],
    });
    expect(
      matchingRule([rule('off', false, '0'), rule('big', true, '5000'), rule('mid', true, '1000')], doc)?.name,
    ).toBe('mid');
    expect(matchingRule([rule('big', true, '5000')], doc)).toBeUndefined();
  });

  it('refuse a rule without steps, an unknown operator, a threshold that is no amount', () => {
    const base = { name: 'R', steps: [{ users: [doc.supplieruuid] }] };
    expect(approvalRuleSchema.safeParse(base).success).toBe(true);
    expect(approvalRuleSchema.safeParse({ ...base, steps: [] }).success).toBe(false);
    expect(approvalRuleSchema.safeParse({ ...base, steps: [{ users: [] }] }).success).toBe(false);
    const cond = (c: object) => approvalRuleSchema.safeParse({ ...base, conditions: [c] }).success;
    expect(cond({ field: 'TOTAL_TTC', operator: 'LIKE', value: '1' })).toBe(false);
    expect(cond({ field: 'TOTAL_TTC', operator: 'EQUAL', value: 'mille' })).toBe(false);
    expect(cond({ field: 'KEYWORD', operator: 'EQUAL', value: 'x' })).toBe(false);
  });
});
