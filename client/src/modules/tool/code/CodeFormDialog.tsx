import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { TableProperties } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import {
  FormFooter,
  optionalText,
  pattern,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
} from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import {
  type CodeDefinitionFieldsFragment,
  CodeDefinitionDocument,
  CodeTableColumnsDocument,
  SubmitCodeDefinitionDocument,
} from '../../../generated/graphql';
import { FieldListEditor } from './FieldListEditor';
import { checkRows, emptyRow, type FieldRow, rowOf, SQL_NAME_PATTERN, valueOf } from './fieldRows';

interface CodeFormValues extends Record<string, string> {
  codeName: string;
  serviceName: string;
  tableName: string;
  tablePrefix: string;
  pkName: string;
  packageName: string;
  menuCode: string;
  apiPrefix: string;
  remark: string;
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const REST_BASE = /^(\/[a-z0-9][a-z0-9-]*){1,4}$/;

export interface CodeFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create, edit or view one code definition, with its editable field list. */
export function CodeFormDialog({ state, onClose, onSaved }: CodeFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="xl"
      titles={{
        create: <FormattedMessage id="tool.code.form.createTitle" />,
        edit: <FormattedMessage id="tool.code.form.editTitle" />,
        view: <FormattedMessage id="tool.code.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <CodeForm mode="create" onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader
            document={CodeDefinitionDocument}
            id={open.id}
            select={(data) => data.codeDefinition}
            onClose={onClose}
          >
            {(record) => <CodeForm mode={open.mode} record={record} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

function CodeForm({
  mode,
  record,
  onClose,
  onSaved,
}: {
  mode: 'create' | 'edit' | 'view';
  record?: CodeDefinitionFieldsFragment;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const rules = useMemo<Rules<CodeFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      codeName: [required(m('tool.code.form.codeNameRequired'))],
      serviceName: [
        required(m('tool.code.form.serviceNameRequired')),
        pattern(KEBAB, m('tool.code.form.kebabInvalid')),
      ],
      tableName: [
        required(m('tool.code.form.tableNameRequired')),
        pattern(SQL_NAME_PATTERN, m('tool.code.form.sqlNameInvalid')),
      ],
      tablePrefix: [pattern(SQL_NAME_PATTERN, m('tool.code.form.sqlNameInvalid'))],
      pkName: [pattern(SQL_NAME_PATTERN, m('tool.code.form.sqlNameInvalid'))],
      packageName: [
        required(m('tool.code.form.packageNameRequired')),
        pattern(KEBAB, m('tool.code.form.kebabInvalid')),
      ],
      menuCode: [
        required(m('tool.code.form.menuCodeRequired')),
        pattern(SQL_NAME_PATTERN, m('tool.code.form.sqlNameInvalid')),
      ],
      apiPrefix: [
        required(m('tool.code.form.apiPrefixRequired')),
        pattern(REST_BASE, m('tool.code.form.apiPrefixInvalid')),
      ],
    };
  }, [intl]);
  const form = useForm<CodeFormValues>({
    initialValues: record
      ? {
          codeName: record.codeName,
          serviceName: record.serviceName,
          tableName: record.tableName,
          tablePrefix: record.tablePrefix ?? '',
          pkName: record.pkName,
          packageName: record.packageName,
          menuCode: record.menuCode,
          apiPrefix: record.apiPrefix,
          remark: record.remark ?? '',
        }
      : {
          codeName: '',
          serviceName: '',
          tableName: '',
          tablePrefix: '',
          pkName: 'id',
          packageName: '',
          menuCode: '',
          apiPrefix: '',
          remark: '',
        },
    rules,
  });
  const [rows, setRows] = useState<FieldRow[]>(() => (record ? record.fields.map(rowOf) : [emptyRow()]));
  const [checked, setChecked] = useState(false);
  const [loadingColumns, setLoadingColumns] = useState(false);
  const problems = useMemo(() => (checked ? checkRows(rows) : new Map()), [checked, rows]);
  const [submitCode, { loading: saving }] = useMutation(SubmitCodeDefinitionDocument, {
    update: (cache) => evictList(cache, 'codeDefinitions'),
  });

  /** Fills the field list from the columns of the table named in the form (information_schema). */
  const loadColumns = async () => {
    const tableName = form.values.tableName.trim();
    if (!tableName || !SQL_NAME_PATTERN.test(tableName)) {
      form.setErrors({
        tableName: t(tableName ? 'tool.code.form.sqlNameInvalid' : 'tool.code.form.tableNameRequired'),
      });
      return;
    }
    setLoadingColumns(true);
    try {
      const { data } = await client.query({
        query: CodeTableColumnsDocument,
        variables: { tableName },
        fetchPolicy: 'network-only',
      });
      if (data) {
        setRows(data.codeTableColumns.map(rowOf));
        notify('success', { id: 'tool.code.form.columnsLoaded', values: { count: data.codeTableColumns.length } });
      }
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    } finally {
      setLoadingColumns(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    setChecked(true);
    const formOk = form.validate();
    const rowProblems = checkRows(rows);
    if (rows.length === 0) notify('error', { id: 'tool.code.field.atLeastOne' });
    if (!formOk || rowProblems.size > 0 || rows.length === 0) return;
    const v = form.values;
    const input = {
      ...(record ? { id: record.id, version: record.version } : {}),
      codeName: v.codeName.trim(),
      serviceName: v.serviceName.trim(),
      tableName: v.tableName.trim(),
      tablePrefix: optionalText(v.tablePrefix),
      pkName: optionalText(v.pkName),
      packageName: v.packageName.trim(),
      menuCode: v.menuCode.trim(),
      apiPrefix: v.apiPrefix.trim(),
      fields: rows.map(valueOf),
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submitCode({ variables: { input } }), { updating: Boolean(record) })) onSaved();
  };

  const variant = readOnly ? 'subtle' : 'outline';
  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const text = (name: keyof CodeFormValues & string, options: { required?: boolean; hint?: string } = {}) => (
    <FormField
      label={t(`tool.code.${name}`)}
      error={form.errors[name]}
      required={options.required}
      readOnly={readOnly}
      helperText={readOnly ? undefined : options.hint}
    >
      <Input
        {...form.field(name)}
        variant={variant}
        placeholder={placeholder(t(`tool.code.${name}`))}
        autoComplete="off"
        maxLength={name === 'apiPrefix' ? 128 : 64}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(`tool.code.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
            {text('codeName', { required: true, hint: t('tool.code.codeName.hint') })}
            {text('serviceName', { required: true, hint: t('tool.code.serviceName.hint') })}
            {text('packageName', { required: true, hint: t('tool.code.packageName.hint') })}
            {text('tableName', { required: true })}
            {text('tablePrefix')}
            {text('pkName')}
            {text('menuCode', { required: true, hint: t('tool.code.menuCode.hint') })}
            {text('apiPrefix', { required: true, hint: t('tool.code.apiPrefix.hint') })}
          </SimpleGrid>
          {!readOnly && (
            <div>
              <Button size="sm" variant="outline" onClick={() => void loadColumns()} loading={loadingColumns}>
                <TableProperties />
                <FormattedMessage id="tool.code.form.loadColumns" />
              </Button>
            </div>
          )}
          <FieldListEditor rows={rows} onChange={setRows} problems={problems} readOnly={readOnly} />
          <FormField label={t('tool.code.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea
              {...form.field('remark')}
              variant={variant}
              placeholder={placeholder(t('tool.code.remark'))}
              rows={2}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
