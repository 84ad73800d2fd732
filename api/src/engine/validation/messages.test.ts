import { IsInt, IsOptional, IsString, Max, validate } from 'class-validator';
import { describe, expect, it } from 'vitest';
import { localizeMessages, validationMessage } from './messages.js';
import { fieldErrors, validateInput } from './validate.js';

class Sample {
  @IsOptional() @IsString() id?: string;
  @IsInt() @Max(4) category!: number;
  @IsString({ each: true }) ids!: string[];
  @IsString({ message: '请输入名称' }) name!: string;
}

describe('Chinese validation messages', () => {
  it('names the field and the bound, and each item of a list', () => {
    expect(validationMessage('max', 'category', [4])).toBe('category 不能大于 4');
    expect(validationMessage('isString', 'ids', [], true)).toBe('ids 的每一项必须是文本');
    expect(validationMessage('isIn', 'status', [[0, 1]])).toBe('status 必须是以下值之一：0、1');
    // Bounds unknown (rebuilt from the constraint name alone) or an unknown rule: no "undefined", no English.
    expect(validationMessage('max', 'category')).toBe('category 格式不正确');
    expect(validationMessage('isFooBar', 'x')).toBe('x 格式不正确');
  });

  it('replaces the default English messages and keeps declared ones (REST)', async () => {
    await expect(validateInput(Sample, { id: 5, category: 9, ids: [1], name: 2 })).rejects.toMatchObject({
      message: 'id 必须是文本',
      fields: [
        { field: 'id', message: 'id 必须是文本' },
        { field: 'category', message: 'category 不能大于 4' },
        { field: 'ids', message: 'ids 的每一项必须是文本' },
        { field: 'name', message: '请输入名称' },
      ],
    });
  });

  it('turns an English message of a class never localized into Chinese (the safety net of fieldErrors)', async () => {
    class Other {
      @IsInt() n!: number;
    }
    const errors = await validate(Object.assign(new Other(), { n: 'x' }));
    expect(errors[0]?.constraints?.isInt).toMatch(/must be/);
    expect(fieldErrors(errors)).toEqual([{ field: 'n', message: 'n 必须是整数' }]);
    localizeMessages(Other);
    expect((await validate(Object.assign(new Other(), { n: 'x' })))[0]?.constraints?.isInt).toBe('n 必须是整数');
  });
});
