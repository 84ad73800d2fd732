import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { BizDictionaryDocument, DictionaryDocument } from '../../generated/graphql';
import { localLabel } from '../../i18n/locale';

/**
 * One item of a dictionary: what records store (`dictKey`) and what people read (`dictValue`, or `dictValueEn` in
 * English mode when it has one).
 */
export interface DictItem {
  id: string;
  parentId: string | null;
  code: string;
  dictKey: string | null;
  dictValue: string;
  dictValueEn?: string | null;
  sort: number;
  isSealed: number;
  remark: string | null;
  version: number;
}

export interface DictionaryOptions {
  /** The tenant's business dictionary (dict-biz) instead of the system dictionary. */
  biz?: boolean;
  /** Do not ask (no code yet). */
  skip?: boolean;
}

/** An item as a choice: its key and its label in the current language. */
export interface DictOption {
  value: string;
  label: string;
}

export interface DictionaryState {
  items: readonly DictItem[];
  /** The items with a key as choices, labelled in the current language. */
  options: readonly DictOption[];
  loading: boolean;
  error: unknown;
  refetch(): void;
}

const NO_ITEMS: readonly DictItem[] = [];

/**
 * The items of the dictionary `code`, in sort order. Answers come from the Apollo cache after the first ask,
 * so every select and label of a screen shares one request per dictionary.
 */
export function useDictionary(code: string, options: DictionaryOptions = {}): DictionaryState {
  const skip = options.skip || !code;
  const system = useQuery(DictionaryDocument, { variables: { code }, skip: skip || options.biz });
  const business = useQuery(BizDictionaryDocument, { variables: { code }, skip: skip || !options.biz });
  const items = (options.biz ? business.data?.bizDictionary : system.data?.dictionary) ?? NO_ITEMS;
  const current = options.biz ? business : system;
  const { refetch } = current;
  const { locale } = useIntl();
  const choices = useMemo(
    () =>
      items
        .filter((item) => item.dictKey !== null)
        .map((item) => ({ value: item.dictKey!, label: localLabel(locale, item.dictValue, item.dictValueEn) })),
    [items, locale],
  );
  return {
    items,
    options: choices,
    loading: current.loading,
    error: current.error,
    refetch: useCallback(() => void refetch(), [refetch]),
  };
}

/** The label of a key of the dictionary `code` (the key itself while loading or when it is unknown). */
export function useDictLabel(
  code: string,
  options: DictionaryOptions = {},
): (key: string | number | null | undefined) => string {
  const { options: choices } = useDictionary(code, options);
  const labels = useMemo(() => new Map(choices.map((choice) => [choice.value, choice.label])), [choices]);
  return useCallback(
    (key) => (key === null || key === undefined ? '' : (labels.get(String(key)) ?? String(key))),
    [labels],
  );
}
