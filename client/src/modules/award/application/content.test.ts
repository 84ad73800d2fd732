import { describe, expect, it } from 'vitest';
import type { AwardApplicationFullFragment } from '../../../generated/graphql';
import { contentOf, inputOf } from './content';

const app = {
  extraValues: { safetyGrade: '一级', period: ['2026-01-01', '2026-06-30'], blank: '' },
  values: {
    __typename: 'DeclarationValuesType',
    proName: '沈阳市民中心',
    budget: '45000.50',
    basicForm: null,
    jzyTop10: '',
  },
  participants: [
    {
      group: 'contractor',
      units: [
        {
          companyId: 'u1',
          companyName: '大连海湾',
          buildingNumber: '-',
          people: [{ field: 'xmjl_people', value: '张三' }],
        },
      ],
    },
    { group: 'jointContractors', units: [] },
  ],
  materials: [{ slot: 'gongchengzhaopian', files: [{ name: '1.png', url: '/files/000000/20261125/a.png', size: 10 }] }],
} as unknown as AwardApplicationFullFragment;

describe('application content', () => {
  it("reads an application into the editors' records: no empty values, the default building number shown empty", () => {
    expect(contentOf(app)).toEqual({
      values: {
        proName: '沈阳市民中心',
        budget: '45000.50',
        safetyGrade: '一级',
        period: ['2026-01-01', '2026-06-30'],
      },
      participants: {
        contractor: [{ companyId: 'u1', buildingNumber: '', people: { xmjl_people: '张三' } }],
        jointContractors: [],
      },
      materials: { gongchengzhaopian: [{ name: '1.png', url: '/files/000000/20261125/a.png', size: 10 }] },
    });
    expect(contentOf(null)).toEqual({ values: {}, participants: {}, materials: {} });
  });

  it('writes the records back as the input lists, clearing emptied fields and dropping empty people', () => {
    const content = contentOf(app);
    content.values.budget = '  ';
    content.participants.contractor![0]!.people = { xmjl_people: '张三', zly_people: ' ' };
    const input = inputOf(content);
    expect(input.values.proName).toBe('沈阳市民中心');
    expect(input.values.budget).toBeNull();
    expect(Object.keys(input.values)).toContain('SYJGTime');
    // The values of added fields go as extraValues, never among the declaration's fields; emptied ones are left out.
    content.values.period = [];
    expect(input.extraValues).toEqual({ safetyGrade: '一级', period: ['2026-01-01', '2026-06-30'] });
    expect(inputOf(content).extraValues).toEqual({ safetyGrade: '一级' });
    expect(input.values).not.toHaveProperty('safetyGrade');
    expect(input.participants).toEqual([
      {
        group: 'contractor',
        units: [{ companyId: 'u1', buildingNumber: null, people: [{ field: 'xmjl_people', value: '张三' }] }],
      },
      { group: 'jointContractors', units: [] },
    ]);
    expect(input.materials).toEqual([
      { slot: 'gongchengzhaopian', files: [{ name: '1.png', url: '/files/000000/20261125/a.png', size: 10 }] },
    ]);
  });
});
