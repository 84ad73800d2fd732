import { useQuery } from '@apollo/client/react';
import { Box, Checkbox, Code, Input, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { PersonalAccessTokenCodesDocument } from '../../generated/graphql';
import { FieldItemScope } from '../crud/FieldItemScope';

export interface PermissionCodePickerProps {
  /** The chosen codes. */
  value: string[];
  onChange(next: string[]): void;
  /** Id of the element that labels the list, or the label itself. */
  labelledBy?: string;
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
}

/**
 * Picks permission codes among those the signed-in user holds (each shown as menu / button name and code), with a
 * search: what a personal access token or a registered client may be limited to. Codes already chosen that the user
 * does not hold stay listed, so an edit never drops them unseen.
 */
export function PermissionCodePicker({
  value,
  onChange,
  labelledBy,
  label,
  invalid,
  disabled,
}: PermissionCodePickerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { data } = useQuery(PersonalAccessTokenCodesDocument, { fetchPolicy: 'network-only' });
  const [search, setSearch] = useState('');
  const options = useMemo(() => {
    const held = data?.personalAccessTokenCodes ?? [];
    const known = new Set(held.map((o) => o.code));
    const others = value.filter((c) => !known.has(c)).map((code) => ({ code, name: code, parentName: null }));
    return [...held, ...others];
  }, [data, value]);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    if (!q) return options;
    return options.filter((o) => `${o.code} ${o.name} ${o.parentName ?? ''}`.toLowerCase().includes(q));
  }, [options, search]);
  const chosen = new Set(value);
  const toggle = (code: string, on: boolean) => onChange(on ? [...value, code] : value.filter((c) => c !== code));

  return (
    <Stack gap="2" width="full">
      {/* Inside a form field each control gets ids of its own (the field's label names the list). */}
      <FieldItemScope value="search">
        <Input
          size="sm"
          placeholder={t('common.codes.search')}
          aria-label={t('common.codes.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
      </FieldItemScope>
      <Text fontSize="xs" color="fg.muted">
        {intl.formatMessage({ id: 'common.codes.chosen' }, { count: value.length })}
      </Text>
      <Box
        maxH="64"
        overflowY="auto"
        borderWidth="1px"
        rounded="md"
        p="2"
        role="group"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        aria-invalid={invalid ? true : undefined}
      >
        <Stack gap="1">
          {shown.map((o) => (
            <FieldItemScope key={o.code} value={o.code}>
              <Checkbox.Root
                size="sm"
                checked={chosen.has(o.code)}
                disabled={disabled}
                onCheckedChange={(d) => toggle(o.code, d.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  {o.parentName ? `${o.parentName} / ` : ''}
                  {o.name} <Code size="sm">{o.code}</Code>
                </Checkbox.Label>
              </Checkbox.Root>
            </FieldItemScope>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}
