import { useQuery } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { formatDateTime } from '../../engine/format/date';
import {
  FlowBusinessTypesDocument,
  type FlowModelFieldsFragment,
  FlowModelPageDocument,
} from '../../generated/graphql';
import { FlowModelEditor, type FlowModelEditorState } from './FlowModelEditor';
import { ModelStatusBadge } from './ModelStatusBadge';
import { businessTypeLabel } from './labels';

/** The permission code of flow administration (the API's FLOW_ADMIN_CODE). */
export const FLOW_ADMIN = 'flow_admin';

const EMPTY_FILTER = { name: '', modelKey: '' };

/** The business types as search choices (请假 ...). */
export function useBusinessTypeOptions() {
  const intl = useIntl();
  const { data } = useQuery(FlowBusinessTypesDocument);
  return useMemo(
    () => (data?.flowBusinessTypes ?? []).map((key) => ({ value: key, label: businessTypeLabel(intl, key) })),
    [data, intl],
  );
}

/** 流程模型: the latest version of each business type's model; 新增 and 编辑 write a new version. */
export function FlowModelPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const query = usePagedQuery(FlowModelPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (d) => d.flowModels,
  });
  const [editor, setEditor] = useState<FlowModelEditorState | null>(null);
  const typeOptions = useBusinessTypeOptions();

  const searchFields: SearchField[] = [
    { name: 'name', label: t('flow.model.name') },
    { name: 'modelKey', label: t('flow.model.businessType'), options: typeOptions },
  ];

  const columns = useMemo<Array<Column<FlowModelFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('flow.model.name'), value: (r) => r.name, truncate: true, width: '48' },
      {
        key: 'modelKey',
        header: t('flow.model.businessType'),
        value: (r) => `${businessTypeLabel(intl, r.modelKey)}（${r.modelKey}）`,
        width: '36',
      },
      {
        key: 'version',
        header: t('flow.model.version'),
        value: (r) => `V${r.modelVersion}`,
        render: (r) => <Badge variant="outline">V{r.modelVersion}</Badge>,
        width: '20',
        align: 'center',
      },
      {
        key: 'status',
        header: t('flow.model.status'),
        value: (r) => t(`flow.model.status.${r.status}`),
        render: (r) => <ModelStatusBadge status={r.status} />,
        width: '20',
        align: 'center',
      },
      {
        key: 'steps',
        header: t('flow.model.stepCount'),
        value: (r) => String(r.steps.length),
        width: '20',
        align: 'center',
      },
      {
        key: 'updateTime',
        header: t('flow.model.updateTime'),
        value: (r) => formatDateTime(r.updateTime),
        width: '44',
      },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('flow.model.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: FLOW_ADMIN, onClick: () => setEditor({ mode: 'create' }) }}
        edit={{ code: FLOW_ADMIN, onClick: (model) => setEditor({ mode: 'edit', model }) }}
        actionsWidth="24"
      />
      <FlowModelEditor state={editor} onClose={() => setEditor(null)} onSaved={() => setEditor(null)} />
    </>
  );
}
