import { describe, expect, it } from 'vitest';
import type { AwardApplicationFullFragment } from '../../../generated/graphql';
import { contentOf, inputOf } from './content';

const app = {
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
      values: { proName: '沈阳市民中心', budget: '45000.50' },
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
