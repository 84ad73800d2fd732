import { afterEach, describe, expect, it } from 'vitest';
import { noticeKey, notify, toaster } from './toaster';

afterEach(() => toaster.remove());

describe('notify', () => {
  it('shows one toast per message: the same message again replaces it instead of stacking', () => {
    notify('error', { text: '申报信息不完整' });
    notify('error', { text: '申报信息不完整' });
    notify('error', { text: '申报信息不完整' });
    expect(toaster.getVisibleToasts().map((t) => t.id)).toEqual([noticeKey('error', { text: '申报信息不完整' })]);
    notify('error', { text: '手机号码格式不正确' });
    expect(toaster.getVisibleToasts()).toHaveLength(2);
  });

  it('a success clears the errors it makes outdated, and keeps other successes', () => {
    notify('error', { text: '申报信息不完整' });
    notify('warning', { text: '请选择至少一条数据' });
    notify('success', { text: '已保存草稿' });
    const visible = toaster.getVisibleToasts().filter((t) => toaster.isVisible(t.id!));
    expect(visible.map((t) => t.type)).toEqual(['success']);
  });

  it('a keyed notice replaces the one shown under its key', () => {
    notify('info', { text: '第一次' }, { key: 'k' });
    notify('success', { text: '第二次' }, { key: 'k' });
    const visible = toaster.getVisibleToasts();
    expect(visible).toHaveLength(1);
    expect(visible[0]).toMatchObject({ id: 'k', type: 'success', title: '第二次' });
  });
});
