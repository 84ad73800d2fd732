import { startOfDayIn } from '@zhuxie/domain/time/datetime';
import { useMutation } from '@apollo/client/react';
import { Badge } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { evictList } from '../../engine/apollo/cache';
import { hasAnyPermission, useSession } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { FlowStatusBadge, flowStatusLabelId } from '../../engine/flow';
import { useDictionary, useDictLabel } from '../../engine/form';
import { formatDateTime } from '../../engine/format/date';
import {
  type OaApplicationFieldsFragment,
  OaApplicationPageDocument,
  RemoveOaApplicationsDocument,
} from '../../generated/graphql';
import {
  EDITABLE_STATUSES,
  OA_CATEGORY_DICT,
  OA_CODES,
  oaPaths,
  REMOVABLE_STATUSES,
  URGENCY_BADGE,
  urgencyLabelId,
} from './oaTypes';

const EMPTY_FILTER = { scope: '', title: '', category: '', flowStatus: '', createTimeFrom: '', createTimeTo: '' };
/** Start of a yyyy-MM-dd day in Beijing time, `days` later (the "to" day is included with 1). */
function dayStart(text: string | undefined, days = 0): string | undefined {
  return text ? startOfDayIn(text, days)?.toISOString() : undefined;
}

/**
 * 办公审批 (/work/oa): my applications (or, for oa_manage, everyone's; also the ones I approve or that are copied
 * to me), searched by title, category, status and created date; 新增, 编辑 and 删除 of own drafts, 查看.
 */
export function OaListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const t = (id: string) => intl.formatMessage({ id });
  const manager = hasAnyPermission(useSession()?.permissions ?? [], [OA_CODES.manage]);
  const list = useListState(EMPTY_FILTER);
  const { flowStatus, createTimeFrom, createTimeTo, scope, ...text } = activeFilter(list.filter);
  const from = dayStart(createTimeFrom);
  const to = dayStart(createTimeTo, 1);
  const filter = {
    ...text,
    ...(scope ? { scope } : {}),
    ...(flowStatus ? { flowStatus: Number(flowStatus) } : {}),
    ...(from ? { createTimeFrom: from } : {}),
    ...(to ? { createTimeTo: to } : {}),
  };
  const query = usePagedQuery(OaApplicationPageDocument, { list, filter, select: (d) => d.oaApplications });
  const [remove] = useMutation(RemoveOaApplicationsDocument, { update: (cache) => evictList(cache, 'oaApplications') });
  const categories = useDictionary(OA_CATEGORY_DICT, { biz: true });
  const categoryLabel = useDictLabel(OA_CATEGORY_DICT, { biz: true });

  const scopes = ['mine', 'approve', 'cc', ...(manager ? ['all'] : [])];
  const searchFields: SearchField[] = [
    {
      name: 'scope',
      label: t('oa.list.scope'),
      options: scopes.map((value) => ({ value, label: t(`oa.list.scope.${value}`) })),
    },
    { name: 'title', label: t('oa.field.title') },
    {
      name: 'category',
      label: t('oa.field.category'),
      options: categories.options,
    },
    {
      name: 'flowStatus',
      label: t('flow.statusColumn'),
      options: [0, 1, 2, 3, 4, 5].map((s) => ({ value: String(s), label: t(flowStatusLabelId(s)) })),
    },
    { name: 'createTimeFrom', label: t('oa.list.createTimeFrom'), type: 'date' },
    { name: 'createTimeTo', label: t('oa.list.createTimeTo'), type: 'date' },
  ];

  const columns = useMemo<Array<Column<OaApplicationFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'title', header: t('oa.field.title'), value: (r) => r.title, truncate: true, minWidth: '64' },
      {
        key: 'referenceNumber',
        header: t('oa.field.referenceNumber'),
        value: (r) => r.referenceNumber ?? '—',
        width: '44',
      },
      {
        key: 'category',
        header: t('oa.field.category'),
        value: (r) => categoryLabel(r.category),
        render: (r) => <Badge variant="outline">{categoryLabel(r.category)}</Badge>,
        width: '24',
      },
      {
        key: 'urgency',
        header: t('oa.field.urgency'),
        value: (r) => t(urgencyLabelId(r.urgency)),
        render: (r) => (
          <Badge {...(URGENCY_BADGE[r.urgency] ?? URGENCY_BADGE[1])}>{t(urgencyLabelId(r.urgency))}</Badge>
        ),
        width: '20',
      },
      { key: 'applicantName', header: t('oa.field.applicant'), value: (r) => r.applicantName, width: '28' },
      {
        key: 'flowStatus',
        header: t('flow.statusColumn'),
        value: (r) => t(flowStatusLabelId(r.flowStatus)),
        render: (r) => <FlowStatusBadge status={r.flowStatus} />,
        width: '24',
      },
      { key: 'createTime', header: t('oa.field.createTime'), value: (r) => formatDateTime(r.createTime), width: '44' },
    ];
  }, [intl, categoryLabel]);

  return (
    <CrudList
      caption={t('oa.list.caption')}
      list={list}
      searchFields={searchFields}
      {...pagedListProps(query)}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => r.title}
      create={{ code: OA_CODES.add, onClick: () => void navigate(oaPaths.create) }}
      edit={{
        code: OA_CODES.edit,
        onClick: (r) => void navigate(oaPaths.edit(r.id)),
        when: (r) => r.mine && EDITABLE_STATUSES.includes(r.flowStatus),
      }}
      remove={{
        code: OA_CODES.delete,
        run: (ids) => remove({ variables: { input: { ids } } }),
        when: (r) => r.mine && REMOVABLE_STATUSES.includes(r.flowStatus),
      }}
      onView={(r) => navigate(oaPaths.detail('-', r.id))}
      actionsWidth="56"
    />
  );
}
