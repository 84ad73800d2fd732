import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';

/**
 * An amount of money in yuan in the user's language (`common.yuan`: 5000.00 元 in Chinese, 5,000.00 yuan in
 * English), always with two decimals, thousands separated in English or when asked; an empty amount is a dash.
 */
export function formatYuan(
  intl: IntlShape,
  amount: string | number | null | undefined,
  options: { thousands?: boolean } = {},
): string {
  if (amount === null || amount === undefined || String(amount).trim() === '') return '—';
  const value = Number(String(amount).replace(/,/g, ''));
  if (!Number.isFinite(value)) return String(amount);
  const text = intl.formatNumber(value, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: options.thousands || !intl.locale.startsWith('zh'),
  });
  return intl.formatMessage({ id: 'common.yuan' }, { amount: text });
}

/** formatYuan with the current language. */
export function useYuan(): (amount: string | number | null | undefined) => string {
  const intl = useIntl();
  return useCallback((amount) => formatYuan(intl, amount), [intl]);
}
