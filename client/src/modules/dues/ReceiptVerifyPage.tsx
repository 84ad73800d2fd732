import { useQuery } from '@apollo/client/react';
import { formatMoney } from '@zhuxie/domain/rules/money';
import { useIntl } from 'react-intl';
import { readApiProblem } from '../../engine/apollo/errors';
import { useVerifyCode, type VerifyOutcome, VerifyPage } from '../../engine/verify/VerifyPage';
import { VerifyReceiptDocument } from '../../generated/graphql';

const TONE: Record<string, VerifyOutcome['tone']> = { VALID: 'success', VOIDED: 'error', UNKNOWN: 'warning' };

/**
 * 收据核验 (/cmsPages/receiptVerify?code=…, open to everyone; the QR code of each receipt leads here). Shows
 * clearly whether the receipt is valid, voided (with the date) or unknown, and only what the receipt itself shows.
 */
export function ReceiptVerifyPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const code = useVerifyCode();
  const { data, loading, error } = useQuery(VerifyReceiptDocument, {
    variables: { code },
    skip: !code,
    fetchPolicy: 'network-only',
  });
  const result = data?.verifyReceipt;
  const outcome: VerifyOutcome | undefined = result && {
    tone: TONE[result.state] ?? 'warning',
    title: t(`dues.verify.state.${result.state}`),
    description:
      result.state === 'VOIDED' && result.voidedOn
        ? t('dues.verify.voidedOn', { date: result.voidedOn })
        : t(`dues.verify.explain.${result.state}`),
    fields:
      result.state === 'UNKNOWN'
        ? undefined
        : [
            [t('dues.field.receiptNo'), result.receiptNo],
            [t('dues.verify.payer'), result.unitName],
            [t('dues.field.subject'), result.subject],
            [t('dues.field.year'), result.periodYear == null ? null : String(result.periodYear)],
            [t('dues.field.amount'), result.amount ? `¥${formatMoney(result.amount, { thousands: true })}` : null],
            [t('dues.verify.issueDate'), result.issueDate],
          ],
  };
  return (
    <VerifyPage
      title={t('dues.verify.title')}
      description={t('dues.verify.description')}
      codeLabel={t('dues.verify.code')}
      submitLabel={t('dues.verify.submit')}
      loading={loading}
      error={error ? (readApiProblem(error)?.message ?? error.message) : undefined}
      outcome={outcome}
    />
  );
}
