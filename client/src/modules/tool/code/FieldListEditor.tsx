import { Box, Button, Checkbox, Field, HStack, IconButton, Input, Table, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OptionSelect } from '../../../engine/crud';
import { emptyRow, FIELD_TYPES, type FieldRow, propertyOfColumn, type RowProblems } from './fieldRows';

export interface FieldListEditorProps {
  rows: readonly FieldRow[];
  onChange(rows: FieldRow[]): void;
  problems: ReadonlyMap<string, RowProblems>;
  readOnly?: boolean;
}

/** The editable field list of a code definition: one row per field, add, remove and move rows. */
export function FieldListEditor({ rows, onChange, problems, readOnly }: FieldListEditorProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const update = (key: string, patch: Partial<FieldRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: number) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    next.splice(index + by, 0, row!);
    onChange(next);
  };

  const text = (row: FieldRow, index: number, name: 'name' | 'column' | 'label' | 'length', width: string) => {
    const problem = problems.get(row.key)?.[name];
    const label = t('tool.code.field.cell', { row: index + 1, name: t(`tool.code.field.${name}`) });
    return (
      <Field.Root invalid={Boolean(problem)} readOnly={readOnly}>
        <Input
          size="sm"
          minW={width}
          aria-label={label}
          value={row[name]}
          disabled={name === 'length' && row.type !== 'string'}
          inputMode={name === 'length' ? 'numeric' : undefined}
          onChange={(e) => update(row.key, { [name]: e.currentTarget.value })}
          onBlur={
            name === 'column' && !row.name.trim() && row.column.trim()
              ? () => update(row.key, { name: propertyOfColumn(row.column) })
              : undefined
          }
        />
        {problem && <Field.ErrorText>{t(problem)}</Field.ErrorText>}
      </Field.Root>
    );
  };

  const flag = (row: FieldRow, index: number, name: 'required' | 'searchable' | 'showInList') => (
    <Checkbox.Root
      size="sm"
      checked={row[name]}
      disabled={readOnly}
      onCheckedChange={(e) => update(row.key, { [name]: e.checked === true })}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>
        {t('tool.code.field.cell', { row: index + 1, name: t(`tool.code.field.${name}`) })}
      </Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <Box>
      <HStack justify="space-between" mb="2">
        <Text fontWeight="medium" color="fg.muted" textStyle="sm">
          <FormattedMessage id="tool.code.fields" /> ({rows.length})
        </Text>
        {!readOnly && (
          <Button size="xs" variant="outline" onClick={() => onChange([...rows, emptyRow()])}>
            <Plus />
            <FormattedMessage id="tool.code.field.add" />
          </Button>
        )}
      </HStack>
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm" aria-label={t('tool.code.fields')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              {(['name', 'column', 'type', 'label', 'length', 'required', 'searchable', 'showInList'] as const).map(
                (c) => (
                  <Table.ColumnHeader key={c} whiteSpace="nowrap">
                    <FormattedMessage id={`tool.code.field.${c}`} />
                  </Table.ColumnHeader>
                ),
              )}
              {!readOnly && (
                <Table.ColumnHeader>
                  <FormattedMessage id="common.actions" />
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={10} textAlign="center" color="fg.muted">
                  <FormattedMessage id="tool.code.field.empty" />
                </Table.Cell>
              </Table.Row>
            )}
            {rows.map((row, index) => (
              <Table.Row key={row.key} verticalAlign="top">
                <Table.Cell pt="3">{index + 1}</Table.Cell>
                <Table.Cell>{text(row, index, 'name', '28')}</Table.Cell>
                <Table.Cell>{text(row, index, 'column', '28')}</Table.Cell>
                <Table.Cell>
                  <OptionSelect
                    size="sm"
                    width="28"
                    aria-label={t('tool.code.field.cell', { row: index + 1, name: t('tool.code.field.type') })}
                    options={FIELD_TYPES.map((value) => ({ value, label: t(`tool.code.type.${value}`) }))}
                    value={row.type}
                    onChange={(type) => update(row.key, { type, length: type === 'string' ? row.length || '255' : '' })}
                    disabled={readOnly}
                  />
                </Table.Cell>
                <Table.Cell>{text(row, index, 'label', '28')}</Table.Cell>
                <Table.Cell>{text(row, index, 'length', '16')}</Table.Cell>
                <Table.Cell pt="3">{flag(row, index, 'required')}</Table.Cell>
                <Table.Cell pt="3">{flag(row, index, 'searchable')}</Table.Cell>
                <Table.Cell pt="3">{flag(row, index, 'showInList')}</Table.Cell>
                {!readOnly && (
                  <Table.Cell>
                    <HStack gap="0">
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('tool.code.field.up', { row: index + 1 })}
                        disabled={index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUp />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={t('tool.code.field.down', { row: index + 1 })}
                        disabled={index === rows.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDown />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        aria-label={t('tool.code.field.remove', { row: index + 1 })}
                        onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                      >
                        <Trash2 />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
