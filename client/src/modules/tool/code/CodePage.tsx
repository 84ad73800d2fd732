import { useMutation } from '@apollo/client/react';
import { Badge, Button, Code, Dialog, Input, Stack } from '@chakra-ui/react';
import { Copy, Download, FileCode } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import { Can } from '../../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogFrame,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { FormField } from '../../../engine/form';
import {
  type CodeDefinitionFieldsFragment,
  CodeDefinitionPageDocument,
  CopyCodeDefinitionDocument,
  RemoveCodeDefinitionsDocument,
} from '../../../generated/graphql';
import { CodeFormDialog } from './CodeFormDialog';
import { CodePreviewDialog } from './CodePreviewDialog';
import { downloadGeneratedCode } from './downloadCode';

const EMPTY_FILTER = { codeName: '', tableName: '' };

/** 代码生成: table definitions and the download of their resource scaffolds. */
export function CodePage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [copying, setCopying] = useState<CodeDefinitionFieldsFragment | null>(null);
  const [previewing, setPreviewing] = useState<CodeDefinitionFieldsFragment | null>(null);
  const [generating, setGenerating] = useState(false);
  const query = usePagedQuery(CodeDefinitionPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.codeDefinitions,
  });
  const [removeCodes] = useMutation(RemoveCodeDefinitionsDocument, {
    update: (cache) => evictList(cache, 'codeDefinitions'),
  });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'codeName', label: t('tool.code.codeName') },
    { name: 'tableName', label: t('tool.code.tableName') },
  ];

  const generate = async (ids: string[]) => {
    if (ids.length === 0) {
      notify('warning', { id: 'common.selectAtLeastOne' });
      return;
    }
    setGenerating(true);
    try {
      const name = await downloadGeneratedCode(ids);
      notify('success', { id: 'tool.code.gen.done', values: { name } });
    } catch (error) {
      notify('error', { text: error instanceof Error ? error.message : String(error) });
    } finally {
      setGenerating(false);
    }
  };

  const columns = useMemo<Array<Column<CodeDefinitionFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'codeName', header: t('tool.code.codeName'), value: (r) => r.codeName, truncate: true, width: '40' },
      { key: 'serviceName', header: t('tool.code.serviceName'), value: (r) => r.serviceName, width: '28' },
      {
        key: 'tableName',
        header: t('tool.code.tableName'),
        value: (r) => r.tableName,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.tableName}
          </Code>
        ),
        width: '48',
      },
      { key: 'packageName', header: t('tool.code.packageName'), value: (r) => r.packageName, width: '36' },
      { key: 'apiPrefix', header: t('tool.code.apiPrefix'), value: (r) => r.apiPrefix, truncate: true, width: '48' },
      {
        key: 'fields',
        header: t('tool.code.fields'),
        value: (r) => String(r.fields.length),
        render: (r) => <Badge variant="subtle">{r.fields.length}</Badge>,
        width: '20',
        align: 'center',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('tool.code.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.codeName}
        create={{ code: 'code_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'code_delete', run: (ids) => removeCodes({ variables: { input: { ids } } }) }}
        edit={{ code: 'code_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        toolbar={
          <Can codes={['code_gen']}>
            <Button size="sm" variant="outline" loading={generating} onClick={() => void generate([...list.selected])}>
              <Download />
              <FormattedMessage id="tool.code.gen.selected" />
            </Button>
          </Can>
        }
        rowActions={(r) => (
          <>
            <Can codes={['code_copy']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setCopying(r)}
                aria-label={intl.formatMessage({ id: 'tool.code.copy.rowLabel' }, { name: r.codeName })}
              >
                <Copy />
                <FormattedMessage id="tool.code.copy.button" />
              </Button>
            </Can>
            <Can codes={['code_gen']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() => setPreviewing(r)}
                aria-label={intl.formatMessage({ id: 'tool.code.preview.rowLabel' }, { name: r.codeName })}
              >
                <FileCode />
                <FormattedMessage id="tool.code.preview.button" />
              </Button>
            </Can>
            <Can codes={['code_gen']}>
              <Button
                size="xs"
                variant="ghost"
                disabled={generating}
                onClick={() => void generate([r.id])}
                aria-label={intl.formatMessage({ id: 'tool.code.gen.rowLabel' }, { name: r.codeName })}
              >
                <Download />
                <FormattedMessage id="tool.code.gen.button" />
              </Button>
            </Can>
          </>
        )}
        actionsWidth="96"
      />
      <CodeFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      {copying && <CopyDialog source={copying} onClose={() => setCopying(null)} />}
      {previewing && <CodePreviewDialog definition={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}

/** 复制: a new definition with the same table and fields under a new name. */
function CopyDialog({ source, onClose }: { source: CodeDefinitionFieldsFragment; onClose(): void }) {
  const intl = useIntl();
  const [name, setName] = useState(`${source.codeName}-copy`);
  const [error, setError] = useState<string>();
  const [copy, { loading }] = useMutation(CopyCodeDefinitionDocument, {
    update: (cache) => evictList(cache, 'codeDefinitions'),
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(intl.formatMessage({ id: 'tool.code.form.codeNameRequired' }));
      return;
    }
    try {
      await copy({ variables: { input: { id: source.id, codeName: name.trim() } } });
    } catch (e) {
      const problem = readApiProblem(e);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'tool.code.copy.done' });
    onClose();
  };
  return (
    <DialogFrame open onClose={onClose} title={<FormattedMessage id="tool.code.copy.title" />} size="sm">
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'tool.code.copy.title' })}>
        <Dialog.Body>
          <Stack gap="4">
            <FormField label={intl.formatMessage({ id: 'tool.code.copy.name' })} error={error} required>
              <Input value={name} onChange={(e) => setName(e.currentTarget.value)} maxLength={64} autoComplete="off" />
            </FormField>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onClose}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" loading={loading}>
            <FormattedMessage id="common.confirm" />
          </Button>
        </Dialog.Footer>
      </form>
    </DialogFrame>
  );
}
