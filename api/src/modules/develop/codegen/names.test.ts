import { describe, expect, it } from 'vitest';
import {
  camelCase,
  commentText,
  constantCase,
  isSafeArchivePath,
  kebabCase,
  MODULE_PATTERN,
  pascalCase,
  plural,
  PROPERTY_PATTERN,
  quote,
  REST_BASE_PATTERN,
  snakeCase,
  SQL_NAME_PATTERN,
} from './names.js';

describe('name conversions', () => {
  it('converts between kebab, snake, camel, Pascal and constant case', () => {
    expect(pascalCase('member-unit')).toBe('MemberUnit');
    expect(pascalCase('member_unit')).toBe('MemberUnit');
    expect(pascalCase('memberUnit')).toBe('MemberUnit');
    expect(camelCase('member-unit')).toBe('memberUnit');
    expect(camelCase('unit_name')).toBe('unitName');
    expect(camelCase('award2024-entry')).toBe('award2024Entry');
    expect(snakeCase('memberUnit')).toBe('member_unit');
    expect(snakeCase('registeredCapital')).toBe('registered_capital');
    expect(kebabCase('memberUnit')).toBe('member-unit');
    expect(constantCase('member-unit')).toBe('MEMBER_UNIT');
  });

  it('pluralises list names the way GraphQL lists are named here', () => {
    expect(plural('memberUnit')).toBe('memberUnits');
    expect(plural('category')).toBe('categories');
    expect(plural('day')).toBe('days');
    expect(plural('address')).toBe('addresses');
    expect(plural('box')).toBe('boxes');
  });

  it('quotes any text as a TypeScript string literal and keeps comments closed', () => {
    expect(quote("单位'名称")).toBe("'单位\\'名称'");
    expect(quote('a\\b')).toBe("'a\\\\b'");
    expect(quote('two\nlines\r\u2028')).toBe("'two\\nlines\\r\\u2028'");
    // The literal evaluates back to the text.
    for (const text of ["it's", 'back\\slash', 'new\nline', '"double"', '`${x}`'])
      expect(new Function(`return ${quote(text)};`)()).toBe(text);
    expect(commentText('a */ b\nc')).toBe('a * / b c');
  });

  it('accepts only plain identifiers where they reach generated code', () => {
    expect(MODULE_PATTERN.test('member')).toBe(true);
    expect(MODULE_PATTERN.test('member-center')).toBe(true);
    for (const bad of ['Member', '../x', 'a b', 'a--b', '-a', "a'", ''])
      expect(MODULE_PATTERN.test(bad), bad).toBe(false);
    expect(PROPERTY_PATTERN.test('unitName')).toBe(true);
    for (const bad of ['UnitName', 'unit_name', 'a;b', '__proto__', '1a'])
      expect(PROPERTY_PATTERN.test(bad), bad).toBe(false);
    expect(SQL_NAME_PATTERN.test('lnjzxh_member_unit')).toBe(true);
    for (const bad of ['Member', 'a-b', 'a"; drop table x; --', '_a'])
      expect(SQL_NAME_PATTERN.test(bad), bad).toBe(false);
    expect(REST_BASE_PATTERN.test('/lnjzxh-member/member-unit')).toBe(true);
    for (const bad of ['lnjzxh/member', '/a/../b', '/a//b', '/a/', "/a'"])
      expect(REST_BASE_PATTERN.test(bad), bad).toBe(false);
  });

  it('tells safe archive paths from unsafe ones', () => {
    expect(isSafeArchivePath('api/src/modules/member/member-unit.entity.ts')).toBe(true);
    expect(isSafeArchivePath('codegen/member-unit/i18n.zh-CN.json')).toBe(true);
    for (const bad of [
      '',
      '/etc/passwd',
      '../x',
      'a/../../x',
      'a//b',
      'a/./b',
      'a\\b',
      'C:/x',
      'a/b c',
      'a/b/',
      'x'.repeat(201),
    ]) {
      expect(isSafeArchivePath(bad), bad).toBe(false);
    }
  });
});
