import { describe, expect, it } from 'vitest';
import { likeText } from './crud.service.js';
import { MAX_PAGE_SIZE, pageOf, pageRequest } from './paging.js';

describe('paging', () => {
  it('defaults to the first page of 10', () => {
    expect(pageRequest()).toEqual({ current: 1, size: 10 });
    expect(pageRequest({ current: '', size: null })).toEqual({ current: 1, size: 10 });
  });

  it('accepts numbers and numeric text up to 200 a page', () => {
    expect(pageRequest({ current: '3', size: '30' })).toEqual({ current: 3, size: 30 });
    expect(pageRequest({ current: 2, size: MAX_PAGE_SIZE })).toEqual({ current: 2, size: 200 });
  });

  it.each([
    [{ size: 201 }, '每页条数必须在 1 到 200 之间'],
    [{ size: 0 }, '每页条数必须在 1 到 200 之间'],
    [{ size: '1.5' }, '每页条数必须在 1 到 200 之间'],
    [{ current: 0 }, '页码必须是大于 0 的整数'],
    [{ current: 'x' }, '页码必须是大于 0 的整数'],
  ])('refuses %o', (input, message) => {
    expect(() => pageRequest(input)).toThrow(message);
  });

  it('reads the legacy sort fields: ascs first, then descs; column names become property names', () => {
    expect(pageRequest({ ascs: 'paramKey', descs: 'create_time, update_time' })).toEqual({
      current: 1,
      size: 10,
      sort: [
        { field: 'paramKey', direction: 'asc' },
        { field: 'createTime', direction: 'desc' },
        { field: 'updateTime', direction: 'desc' },
      ],
    });
    expect(pageRequest({ ascs: '', descs: null })).toEqual({ current: 1, size: 10 });
  });

  it.each(['name;drop table x', 'a b', '1abc', 'x.y'])('refuses the sort field %s', (field) => {
    expect(() => pageRequest({ descs: field })).toThrow('排序字段无效');
  });

  it('counts pages', () => {
    expect(pageOf([], 0, { current: 1, size: 10 })).toEqual({ records: [], total: 0, current: 1, size: 10, pages: 0 });
    expect(pageOf([1], 21, { current: 3, size: 10 }).pages).toBe(3);
  });

  it('escapes LIKE wildcards', () => {
    expect(likeText('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });
});
