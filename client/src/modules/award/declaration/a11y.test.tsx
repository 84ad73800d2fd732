import axe from 'axe-core';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { DeclarationView } from './DeclarationView';
import { MaterialsEditor } from './MaterialsEditor';
import { ParticipantsEditor } from './ParticipantsEditor';
import { TechnologiesInput } from './TechnologiesInput';

const form = awardTypeOf('century_cup')!.form!;
const noop = () => undefined;

/** axe in jsdom (no colour contrast there; the e2e tests check that in Chromium). */
async function violations(ui: ReactElement) {
  const view = renderWithApp(<main>{ui}</main>, { link: operationLink({}).link });
  const result = await axe.run(view.container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html.slice(0, 120)) }));
}

describe('accessibility of the declaration blocks', () => {
  it('the editors, with errors shown, have labelled controls and no axe violations', async () => {
    expect(
      await violations(
        <>
          <TechnologiesInput value="一、二" onChange={noop} />
          <ParticipantsEditor
            form={form}
            value={{ jointContractors: [{}, {}] }}
            onChange={noop}
            companies={[{ id: 'c1', companyName: '辽宁建工集团' }]}
            errors={[{ field: 'contractor.0.companyId', message: '当前单位会费已欠缴' }]}
          />
          <MaterialsEditor
            form={form}
            value={{ gongchengzhaopian: [{ name: 'a.jpg', url: '/files/a.jpg' }] }}
            onChange={noop}
            errors={[{ field: 'materials.yingxiangcailiao', message: '请上传影像材料' }]}
          />
        </>,
      ),
    ).toEqual([]);
  });

  it('the read-only view has no axe violations', async () => {
    const content = {
      values: { proName: '沈阳文化中心' },
      participants: { jointContractors: [{ companyId: 'c1' }] },
      materials: { shenbaobiao: [{ name: '申报表.pdf', url: '/files/sb.pdf' }] },
    };
    expect(await violations(<DeclarationView form={form} content={content} />)).toEqual([]);
  });
});
