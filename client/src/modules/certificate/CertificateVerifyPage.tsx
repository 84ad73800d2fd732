import { useQuery } from '@apollo/client/react';
import { type IntlShape, useIntl } from 'react-intl';
import { useVerifyCode, type VerifyOutcome, VerifyPage } from '../../engine/verify/VerifyPage';
import { VerifyMemberCertificateDocument, type VerifyMemberCertificateQuery } from '../../generated/graphql';
import { displayDate } from '../../engine/format/date';

const TONE: Record<string, VerifyOutcome['tone']> = {
  VALID: 'success',
  NOT_YET_VALID: 'info',
  EXPIRED: 'warning',
  REVOKED: 'error',
  UNKNOWN: 'warning',
};

/**
 * 会员证书核验 (/cmsPages/memberCertificate?code=…, open to everyone; the QR code of each certificate leads
 * here). Shows clearly whether the certificate is valid, not yet valid, expired, revoked (with the date) or
 * unknown, and only what the certificate itself shows.
 */
export function CertificateVerifyPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const code = useVerifyCode();
  const { data, loading } = useQuery(VerifyMemberCertificateDocument, {
    variables: { code },
    skip: !code,
    fetchPolicy: 'network-only',
  });
  const result = data?.verifyMemberCertificate;
  return (
    <VerifyPage
      title={t('certificate.verify.title')}
      description={t('certificate.verify.description')}
      codeLabel={t('certificate.verify.code')}
      submitLabel={t('certificate.verify.submit')}
      loading={loading}
      outcome={result && certificateOutcome(intl, result)}
    />
  );
}

/** What a certificate's verification tells, in words: its state and, unless unknown, the certificate's fields. */
export function certificateOutcome(
  intl: IntlShape,
  result: VerifyMemberCertificateQuery['verifyMemberCertificate'],
): VerifyOutcome {
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const date = (value: string) => displayDate(intl, value);
  return {
    tone: TONE[result.state] ?? 'warning',
    title: t(`certificate.state.${result.state}`),
    description:
      result.state === 'REVOKED' && result.revokedOn
        ? t('certificate.verify.revokedOn', { date: date(result.revokedOn) })
        : t(`certificate.verify.explain.${result.state}`),
    fields:
      result.state === 'UNKNOWN'
        ? undefined
        : [
            [t('certificate.field.number'), result.number],
            [t('certificate.field.unitName'), result.unitName],
            [t('certificate.field.memberLevel'), result.memberLevelName],
            [
              t('certificate.field.validity'),
              result.validFrom && result.validTo ? `${date(result.validFrom)} — ${date(result.validTo)}` : null,
            ],
            [t('certificate.field.issueDate'), result.issueDate ? date(result.issueDate) : null],
            [t('certificate.field.issuer'), result.issuer],
          ],
  };
}
