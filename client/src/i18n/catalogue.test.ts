import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUS,
  APPROVAL_STATUS_V1,
  DUES_STATUS,
  OPEN_FLAG,
  SERIAL_NUMBER_STATUS,
  statusLabel,
  type StatusLabelSet,
  TEMPLATE_STATUS,
} from '@zhuxie/domain/labels/status-labels';
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

describe('status labels of SPEC section 4', () => {
  // The catalogue keys under which the screens show each label set of @zhuxie/domain (the server's source).
  const shown: Array<[prefix: string, set: StatusLabelSet]> = [
    ['flow.status', APPROVAL_STATUS],
    ['awardLines.status', APPROVAL_STATUS_V1],
    ['award.openFlag', OPEN_FLAG],
    ['award.serial.status', SERIAL_NUMBER_STATUS],
    ['certificate.model.statusName', TEMPLATE_STATUS],
  ];

  it('are the labels of the shared label sets, in Chinese and in English', () => {
    for (const [prefix, set] of shown) {
      for (const item of set.items) {
        expect([`${prefix}.${item.value}`, (zhCN as Record<string, string>)[`${prefix}.${item.value}`]]).toEqual([
          `${prefix}.${item.value}`,
          item.zh,
        ]);
        expect([`${prefix}.${item.value}`, (en as Record<string, string>)[`${prefix}.${item.value}`]]).toEqual([
          `${prefix}.${item.value}`,
          item.en,
        ]);
      }
    }
    // The member portal names the dues statuses by meaning.
    for (const [key, value] of [
      ['portal.dues.normal', 1],
      ['portal.dues.arrears', 0],
    ] as const) {
      expect([key, zhCN[key], en[key]]).toEqual([
        key,
        statusLabel(DUES_STATUS, value),
        statusLabel(DUES_STATUS, value, 'en'),
      ]);
    }
  });
});
