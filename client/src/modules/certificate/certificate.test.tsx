import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderRoutes, renderWithApp } from '../../test/render';
import { StatisticsSection } from './StatisticsSection';
import { CertificatePreview } from './CertificatePreview';
import { CertificateVerifyPage } from './CertificateVerifyPage';

const verification = (state: string, extra: Record<string, unknown> = {}) => ({
  data: {
    verifyMemberCertificate: {
      __typename: 'CertificateVerification',
      state,
      number: 'LNJX-2026-0001',
      unitName: '示例建筑工程有限公司',
      memberLevelName: '理事单位',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
      issueDate: '2026-01-01',
      issuer: '辽宁省建筑业协会',
      revokedOn: null,
      ...extra,
    },
  },
});

function renderVerify(answer: ReturnType<typeof verification>, code = 'abc') {
  const ops = operationLink({ VerifyMemberCertificate: () => answer });
  renderRoutes([{ path: '/cmsPages/memberCertificate', element: <CertificateVerifyPage /> }], {
    link: ops.link,
    path: `/cmsPages/memberCertificate?code=${code}`,
  });
  return ops;
}

describe('CertificateVerifyPage', () => {
  it('says valid and shows what the certificate shows', async () => {
    const ops = renderVerify(verification('VALID'));
    expect(await screen.findByText('证书有效')).toBeTruthy();
    expect(screen.getByText('示例建筑工程有限公司')).toBeTruthy();
    expect(screen.getByText('2026 年 01 月 01 日 — 2026 年 12 月 31 日')).toBeTruthy();
    expect(ops.named('VerifyMemberCertificate')[0]?.variables).toEqual({ code: 'abc' });
  });

  it('says revoked with the date, and expired', async () => {
    renderVerify(verification('REVOKED', { revokedOn: '2026-06-02' }));
    expect(await screen.findByText('证书已撤销')).toBeTruthy();
    expect(screen.getByText('该证书已于 2026 年 06 月 02 日 撤销，不再有效。')).toBeTruthy();
  });

  it('says unknown without details', async () => {
    renderVerify(
      {
        data: {
          verifyMemberCertificate: {
            __typename: 'CertificateVerification',
            state: 'UNKNOWN',
            number: null,
            unitName: null,
            memberLevelName: null,
            validFrom: null,
            validTo: null,
            issueDate: null,
            issuer: null,
            revokedOn: null,
          },
        },
      } as never,
      'zzz',
    );
    expect(await screen.findByText('未找到该证书')).toBeTruthy();
    expect(screen.queryByText('证书编号')).toBeNull();
  });
});

describe('CertificatePreview and StatisticsSection', () => {
  it('places each field as the PDF does, scaled', () => {
    renderWithApp(
      <CertificatePreview
        label="预览"
        width={421}
        items={[{ field: 'unitName', text: '单位', x: 421, y: 200, size: 24, align: 'center' }]}
      />,
      { link: operationLink({}).link },
    );
    const field = screen.getByRole('img', { name: '预览' }).querySelector('[data-field="unitName"]') as HTMLElement;
    expect(field.textContent).toBe('单位');
    expect(field.style.left || getComputedStyle(field).left).toBe('210.5px');
  });

  it('gives the numbers in a table with shares', () => {
    renderWithApp(
      <StatisticsSection
        caption="按等级"
        labelHeader="等级"
        countHeader="单位数"
        shareHeader="占比"
        total={4}
        bars={[
          { key: '1', label: '会员单位', count: 3 },
          { key: '2', label: '理事单位', count: 1 },
        ]}
      />,
      { link: operationLink({}).link },
    );
    const rows = screen.getByRole('table', { name: '按等级' }).querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent)).toEqual(['会员单位375.0%', '理事单位125.0%']);
  });
});
