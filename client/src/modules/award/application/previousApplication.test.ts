import { applicationDefinition } from '@zhuxie/domain/award/application-form';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { describe, expect, it } from 'vitest';
import { changedKeys, startFrom } from './previousApplication';

const cup = awardTypeOf('century_cup')!;
const definition = applicationDefinition(cup)!;
const photo = { name: '照片1.png', url: '/files/000000/a.png', size: 1 };
const earlier = {
  values: { proName: '滨海大厦', budget: '45000', extra3: '去年加的字段' },
  participants: {
    contractor: [{ companyId: 'u1', buildingNumber: '', people: { xmjl_people: '张三' } }],
    lastYearGroup: [{ companyId: 'u2', buildingNumber: '', people: {} }],
  },
  materials: { gongchengzhaopian: [photo], lastYearSlot: [photo] },
};

describe('re-applying from an earlier application', () => {
  it("keeps only the groups and slots of this year's form (the server drops unknown values itself)", () => {
    const taken = startFrom(earlier, cup.form!);
    expect(taken.values).toEqual(earlier.values);
    expect(Object.keys(taken.participants)).toEqual(['contractor']);
    expect(Object.keys(taken.materials)).toEqual(['gongchengzhaopian']);
    // A copy: editing the new application leaves the earlier one as it was.
    taken.values.proName = '滨海大厦二期';
    expect(earlier.values.proName).toBe('滨海大厦');
  });

  it('lists what now differs, in form order; clearing an empty value is no change', () => {
    const taken = startFrom(earlier, cup.form!);
    expect(changedKeys(definition, taken, taken)).toEqual([]);
    const now = {
      values: { ...taken.values, budget: '46000', proName: '滨海大厦二期', built: '' },
      participants: { contractor: [{ companyId: 'u1', buildingNumber: '', people: { xmjl_people: '李四' } }] },
      materials: { gongchengzhaopian: [] },
    };
    expect(changedKeys(definition, taken, now)).toEqual(['proName', 'budget', 'contractor', 'gongchengzhaopian']);
  });
});
