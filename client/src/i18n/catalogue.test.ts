import { describe, expect, it } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';

describe('message catalogues', () => {
  it('translate every key of the Chinese source into English, and nothing more', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(zhCN).sort());
  });

  it('keep the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [id, text] of Object.entries(zhCN)) {
      expect([id, placeholders((en as Record<string, string>)[id] ?? '')]).toEqual([id, placeholders(text)]);
    }
  });

  it('carry the exact texts the specification requires', () => {
    expect(zhCN).toMatchObject({
      'system.param.form.paramNameRequired': '请输入参数名称',
      'system.param.form.paramKeyRequired': '请输入参数键名',
      'system.param.form.paramValueRequired': '请输入参数键值',
      'common.createSuccess': '新增成功',
      'common.updateSuccess': '更新成功',
      'common.deleteSuccess': '删除成功',
      'common.deleteConfirm': '确定将选择数据删除?',
      'common.selectAtLeastOne': '请选择至少一条数据',
      'errors.network': '请求错误!',
      'errors.unauthorized': '请求未授权',
    });
  });
});
