import { OptionSelect } from '../crud/OptionSelect';
import { type DictionaryOptions, useDictionary, useDictLabel } from './useDictionary';

export interface DictSelectProps {
  /** The dictionary's code (approval_status, notice, recommend_unit ...). */
  code: string;
  /** The business dictionary (dict-biz) of the tenant instead of the system dictionary. */
  biz?: boolean;
  /** The selected key ('' for none). */
  value: string;
  onChange(value: string): void;
  /** The text of the '' choice (全部, 请选择 ...); without it there is no empty choice. */
  emptyLabel?: string;
  name?: string;
  disabled?: boolean;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  width?: string | Record<string, string>;
  'aria-label'?: string;
}

/** One item of a dictionary, chosen by its label, answering its key. A key the dictionary lacks stays shown as itself. */
export function DictSelect({ code, biz, value, onChange, emptyLabel, disabled, ...rest }: DictSelectProps) {
  const { options: choices, loading } = useDictionary(code, { biz });
  const options = [...choices];
  if (value && !loading && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return (
    <OptionSelect
      {...rest}
      options={options}
      value={value}
      onChange={onChange}
      emptyLabel={emptyLabel}
      disabled={disabled || (loading && options.length === 0)}
    />
  );
}

export interface DictLabelProps extends DictionaryOptions {
  code: string;
  value: string | number | null | undefined;
}

/** A key's label in a table cell or detail line. */
export function DictLabel({ code, value, ...options }: DictLabelProps) {
  const label = useDictLabel(code, options);
  return <>{label(value)}</>;
}
