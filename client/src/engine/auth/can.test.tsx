import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../test/session';
import { Can, hasAnyPermission, useCan } from './index';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('permission checks (SPEC sections 5 and 6)', () => {
  it('grant when the user holds the all-permission tag or any of the codes', () => {
    expect(hasAnyPermission(['*'], ['user_add'])).toBe(true);
    expect(hasAnyPermission(['user_edit', 'user_add'], ['user_delete', 'user_add'])).toBe(true);
    expect(hasAnyPermission(['user_edit'], ['user_delete'])).toBe(false);
    expect(hasAnyPermission([], ['user_delete'])).toBe(false);
  });

  it('refuse an empty list of codes with 请设置操作权限标签值', () => {
    expect(() => hasAnyPermission(['*'], [])).toThrow('请设置操作权限标签值');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Can codes={[]}>x</Can>)).toThrow('请设置操作权限标签值');
  });

  it('useCan follows the signed-in session; nobody signed in holds nothing', () => {
    const { result, rerender } = renderHook(() => useCan('registration_audit'));
    expect(result.current).toBe(false);
    signInForTest({ permissions: ['registration', 'registration_audit'] });
    rerender();
    expect(result.current).toBe(true);
  });

  it('<Can> shows its children only to holders of a code, else the fallback', () => {
    signInForTest({ permissions: ['user_add'] });
    render(
      <>
        <Can codes={['user_add']}>
          <button type="button">新增</button>
        </Can>
        <Can codes={['user_delete']} fallback={<span>无权限</span>}>
          <button type="button">删除</button>
        </Can>
      </>,
    );
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('the administrator tag * shows everything', () => {
    signInForTest({ permissions: ['*'] });
    render(
      <Can codes={['anything_at_all']}>
        <button type="button">删除</button>
      </Can>,
    );
    expect(screen.getByRole('button', { name: '删除' })).toBeTruthy();
  });
});
