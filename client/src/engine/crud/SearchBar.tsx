import { Box, Button, Field, Flex, HStack, Input } from '@chakra-ui/react';
import { RotateCcw, Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickerField } from '../form/DatePickerField';
import { type Option, OptionSelect } from './OptionSelect';

export interface SearchField {
  name: string;
  label: string;
  placeholder?: string;
  /** A choice instead of free text (status, type, department ...); the empty choice is 全部. */
  options?: readonly Option[];
  /** A date (yyyy-MM-dd) instead of free text. */
  type?: 'text' | 'date';
}

export interface SearchBarProps {
  fields: readonly SearchField[];
  values: Readonly<Record<string, string>>;
  onChange(name: string, value: string): void;
  /** 搜索, or Enter in any field. */
  onSearch(): void;
  /** 清空: the caller clears the values and searches again. */
  onReset(): void;
  extra?: ReactNode;
}

/** The search form above a list: labelled text filters and choices, 搜索 and 清空. */
export function SearchBar({ fields, values, onChange, onSearch, onReset, extra }: SearchBarProps) {
  const intl = useIntl();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <form role="search" aria-label={intl.formatMessage({ id: 'common.searchForm' })} onSubmit={submit}>
      <Flex wrap="wrap" gap="4" align="center">
        {fields.map((field) => (
          <Field.Root key={field.name} orientation="horizontal" gap="3" width={{ base: 'full', md: 'auto' }}>
            <Field.Label whiteSpace="nowrap" flexShrink={0} mb="0" color="fg.muted">
              {field.label}
            </Field.Label>
            {field.options ? (
              <OptionSelect
                name={field.name}
                size="sm"
                width={{ base: 'full', md: '60' }}
                options={field.options}
                emptyLabel={intl.formatMessage({ id: 'common.all' })}
                value={values[field.name] ?? ''}
                onChange={(value) => onChange(field.name, value)}
              />
            ) : field.type === 'date' ? (
              <Box width={{ base: 'full', md: '60' }}>
                <DatePickerField
                  name={field.name}
                  size="sm"
                  value={values[field.name] ?? ''}
                  onChange={(value) => onChange(field.name, value)}
                />
              </Box>
            ) : (
              <Input
                name={field.name}
                type="text"
                size="sm"
                width={{ base: 'full', md: '60' }}
                value={values[field.name] ?? ''}
                placeholder={
                  field.placeholder ?? intl.formatMessage({ id: 'common.inputPlaceholder' }, { label: field.label })
                }
                onChange={(event) => onChange(field.name, event.currentTarget.value)}
              />
            )}
          </Field.Root>
        ))}
        <HStack gap="2">
          <Button type="submit" size="sm">
            <Search />
            <FormattedMessage id="common.search" />
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onReset}>
            <RotateCcw />
            <FormattedMessage id="common.reset" />
          </Button>
          {extra}
        </HStack>
      </Flex>
    </form>
  );
}
