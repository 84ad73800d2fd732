import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { useState } from 'react';
import {
  checkMoney,
  formatMoney,
  MONEY_DEFAULTS,
  type MoneyOptions,
  sanitizeMoneyInput,
} from '@zhuxie/domain/rules/money';
import type { Rule } from './rules';

export interface MoneyInputProps extends MoneyOptions, Omit<InputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** The amount as plain decimal text ('' when empty); never contains separators. */
  value: string;
  onChange(value: string): void;
  /** Currency suffix shown after the amount; default 元, '' for none. */
  suffix?: string;
}

/**
 * Money input of SPEC sections 5 and 9: accepts digits, an optional minus sign (when `negative`) and one
 * decimal point; 2 decimals by default; shows thousands separators (when `thousands`) and the suffix 元 while not
 * being edited. The value handed to `onChange` is plain decimal text, padded to the decimals on blur.
 */
export function MoneyInput({
  value,
  onChange,
  suffix = MONEY_DEFAULTS.suffix,
  decimals,
  negative,
  thousands,
  onBlur,
  onFocus,
  ...rest
}: MoneyInputProps) {
  const options: MoneyOptions = { decimals, negative, thousands };
  const [editing, setEditing] = useState(false);
  const shown = editing ? value : formatMoney(value, options) || value;
  const input = (
    <Input
      inputMode="decimal"
      autoComplete="off"
      {...rest}
      value={shown}
      onFocus={(event) => {
        setEditing(true);
        onFocus?.(event);
      }}
      onChange={(event) => onChange(sanitizeMoneyInput(event.currentTarget.value, options))}
      onBlur={(event) => {
        setEditing(false);
        const padded = formatMoney(value, { ...options, thousands: false });
        if (padded && padded !== value) onChange(padded);
        onBlur?.(event);
      }}
    />
  );
  return suffix ? <InputGroup endElement={suffix}>{input}</InputGroup> : input;
}

/** Form rule for a money text (same messages as the server's check). */
export function money(options: MoneyOptions = {}): Rule<string> {
  return (value) => checkMoney(value, options);
}
