import { describe, expect, it } from 'vitest';
import { ParamInput } from './param.inputs.js';
import { validateInput } from '../../engine/validation/validate.js';

describe('validateInput (REST bodies, same rules as GraphQL)', () => {
  it('gives the spec message of the first missing field and every field message', async () => {
    await expect(validateInput(ParamInput, {})).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: '请输入参数名称',
      fields: [
        { field: 'paramName', message: '请输入参数名称' },
        { field: 'paramKey', message: '请输入参数键名' },
        { field: 'paramValue', message: '请输入参数键值' },
      ],
    });
  });

  it('treats white space as missing and refuses overlong text with a length message', async () => {
    await expect(validateInput(ParamInput, { paramName: '  ', paramKey: 'k', paramValue: 'v' })).rejects.toMatchObject({
      message: '请输入参数名称',
    });
    await expect(
      validateInput(ParamInput, { paramName: 'n', paramKey: 'k'.repeat(256), paramValue: 'v' }),
    ).rejects.toMatchObject({
      message: '内容过长，不能超过 255 个字符',
    });
    await expect(
      validateInput(ParamInput, { paramName: 'n', paramKey: 'k', paramValue: 'v', remark: 5 }),
    ).rejects.toMatchObject({ message: '必须是文本' });
  });

  it('copies only declared properties', async () => {
    const input = await validateInput(ParamInput, {
      paramName: 'n',
      paramKey: 'k',
      paramValue: 'v',
      tenantId: 'x',
      constructor: 1,
    });
    expect(input).toBeInstanceOf(ParamInput);
    expect({ ...input }).toEqual({ paramName: 'n', paramKey: 'k', paramValue: 'v' });
    expect(input).not.toHaveProperty('tenantId');
  });

  it.each([null, 'text', [1], 42])('refuses a body that is not an object: %o', async (body) => {
    await expect(validateInput(ParamInput, body)).rejects.toMatchObject({ message: '请求体必须是 JSON 对象' });
  });
});
