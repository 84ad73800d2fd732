import { NativeSelect } from '@chakra-ui/react';

export interface Option {
  value: string;
  label: string;
}

export interface OptionSelectProps {
  options: readonly Option[];
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

/** One choice out of a short fixed list (status, category, type ...): a native select, named by its FormField. */
export function OptionSelect({
  options,
  value,
  onChange,
  emptyLabel,
  name,
  disabled,
  size = 'md',
  width,
  ...aria
}: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} disabled={disabled} width={width}>
      <NativeSelect.Field
        name={name}
        value={value}
        aria-label={aria['aria-label']}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
