import { describe, expect, it } from 'vitest';
import type { AppModule } from '../module.js';
import { declaredDicts } from './dict.seed.js';

const mod = (name: string, dicts: AppModule['dicts']): AppModule => ({ name, resolvers: [], rest: [], dicts });

describe('dictionaries declared by modules', () => {
  it('join the platform system dictionaries and order every kind by sort', () => {
    const modules = [
      mod('b', {
        business: [{ code: 'b2', name: '乙', sort: 2, items: [] }],
        system: [{ code: 's', name: '系', sort: 100, items: [] }],
      }),
      mod('a', { business: [{ code: 'a1', name: '甲', sort: 1, items: [['1', '一']] }] }),
    ];
    expect(declaredDicts('business', modules).map((d) => d.code)).toEqual(['a1', 'b2']);
    const system = declaredDicts('system', modules).map((d) => d.code);
    expect(system.slice(0, 2)).toEqual(['approval_status', 'approval_status_v1']);
    expect(system.at(-1)).toBe('s');
    expect(system).toContain('yes_no');
  });

  it('refuse a code declared twice', () => {
    const twice = [
      mod('a', { business: [{ code: 'x', name: 'x', sort: 1, items: [] }] }),
      mod('b', { business: [{ code: 'x', name: 'x', sort: 2, items: [] }] }),
    ];
    expect(() => declaredDicts('business', twice)).toThrow('Dictionary x is declared twice');
    expect(() =>
      declaredDicts('system', [mod('a', { system: [{ code: 'yes_no', name: '是否', sort: 50, items: [] }] })]),
    ).toThrow('yes_no');
  });
});
