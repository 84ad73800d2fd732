import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Code } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { useDictionary, useDictLabel } from '../../engine/form';
import {
  type MemberUnitFieldsFragment,
  MemberUnitPageDocument,
  RegionChildrenDocument,
  RemoveMemberUnitsDocument,
} from '../../generated/graphql';
import { MemberUnitFormDialog } from './MemberUnitFormDialog';
import { MEMBER_LEVEL_DICT } from './rules';

const EMPTY_FILTER = { name: '', creditCode: '', memberLevel: '', status: '', regionCode: '' };

/** 会员信息: member units searched by name, credit code, level, status and region; create, edit, view (with people), delete. */
export function MemberInfoPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const { status, ...text } = activeFilter(list.filter);
  const query = usePagedQuery(MemberUnitPageDocument, {
    list,
    filter: { ...text, ...(status ? { status: Number(status) } : {}) },
    select: (data) => data.memberUnits,
  });
  const [removeUnits] = useMutation(RemoveMemberUnitsDocument, { update: (cache) => evictList(cache, 'memberUnits') });
  const levels = useDictionary(MEMBER_LEVEL_DICT, { biz: true });
  const levelLabel = useDictLabel(MEMBER_LEVEL_DICT, { biz: true });
  const provinces = useQuery(RegionChildrenDocument, { variables: { parentCode: '00' } });
  const province = provinces.data?.regionChildren[0]?.code;
  const cities = useQuery(RegionChildrenDocument, { variables: { parentCode: province ?? '' }, skip: !province });

  const searchFields: SearchField[] = [
    { name: 'name', label: t('member.field.name') },
    { name: 'creditCode', label: t('member.field.creditCode') },
    {
      name: 'memberLevel',
      label: t('member.field.memberLevel'),
      options: levels.options,
    },
    {
      name: 'status',
      label: t('member.field.status'),
      options: ['1', '0'].map((value) => ({ value, label: t(`member.status.${value}`) })),
    },
    {
      name: 'regionCode',
      label: t('member.field.region'),
      options: (cities.data?.regionChildren ?? []).map((r) => ({ value: r.code, label: r.name })),
    },
  ];

  const columns = useMemo<Array<Column<MemberUnitFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('member.field.name'), value: (r) => r.name, truncate: true, width: '64' },
      {
        key: 'creditCode',
        header: t('member.field.creditCode'),
        value: (r) => r.creditCode,
        render: (r) => (
          <Code size="sm" variant="surface">
            {r.creditCode}
          </Code>
        ),
        width: '48',
      },
      {
        key: 'memberLevel',
        header: t('member.field.memberLevel'),
        value: (r) => levelLabel(r.memberLevel),
        render: (r) => <Badge variant="outline">{levelLabel(r.memberLevel)}</Badge>,
        width: '32',
      },
      { key: 'region', header: t('member.field.region'), value: (r) => r.regionName ?? '—', width: '28' },
      {
        key: 'contact',
        header: t('member.field.contactName'),
        value: (r) => `${r.contactName} ${r.contactMobile}`,
        width: '40',
      },
      { key: 'joinDate', header: t('member.field.joinDate'), value: (r) => r.joinDate ?? '—', width: '28' },
      {
        key: 'status',
        header: t('member.field.status'),
        value: (r) => t(`member.status.${r.status}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.status === 1 ? 'green' : 'gray'}>
            {t(`member.status.${r.status}`)}
          </Badge>
        ),
        width: '20',
        align: 'center',
      },
    ];
  }, [intl, levelLabel]);

  return (
    <>
      <CrudList
        caption={t('member.info.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: 'member_info_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'member_info_delete', run: (ids) => removeUnits({ variables: { input: { ids } } }) }}
        edit={{ code: 'member_info_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
      />
      <MemberUnitFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
