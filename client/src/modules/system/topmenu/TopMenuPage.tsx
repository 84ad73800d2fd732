import { useMutation } from '@apollo/client/react';
import { Button, Code } from '@chakra-ui/react';
import { LayoutList } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { Can } from '../../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  useListState,
  usePagedQuery,
} from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { RemoveTopMenusDocument, type TopMenuFieldsFragment, TopMenuPageDocument } from '../../../generated/graphql';
import { TopMenuFormDialog } from './TopMenuFormDialog';
import { TopMenuGrantDialog } from './TopMenuGrantDialog';

const EMPTY_FILTER = { name: '', code: '' };

/** 顶部菜单: search, list, create, edit, view, delete top menus, and 菜单配置 (the menus each one shows). */
export function TopMenuPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [setting, setSetting] = useState<TopMenuFieldsFragment[] | null>(null);
  const query = usePagedQuery(TopMenuPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (data) => data.topMenus,
  });
  const [removeTopMenus] = useMutation(RemoveTopMenusDocument, { update: (cache) => evictList(cache, 'topMenus') });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'name', label: t('system.topmenu.name') },
    { name: 'code', label: t('system.topmenu.code') },
  ];

  const columns = useMemo<Array<Column<TopMenuFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('system.topmenu.name'), value: (r) => r.name, truncate: true, width: '48' },
      {
        key: 'code',
        header: t('system.topmenu.code'),
        value: (r) => r.code,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.code}
          </Code>
        ),
        width: '40',
      },
      { key: 'source', header: t('system.topmenu.source'), value: (r) => r.source, width: '32' },
      { key: 'path', header: t('system.topmenu.path'), value: (r) => r.path, truncate: true, width: '56' },
      { key: 'sort', header: t('system.topmenu.sort'), value: (r) => String(r.sort), width: '16', align: 'center' },
    ];
  }, [intl]);

  const settingSelected = () => {
    const chosen = query.rows.filter((r) => list.selected.has(r.id));
    if (chosen.length === 0) {
      notify('warning', { id: 'common.selectAtLeastOne' });
      return;
    }
    setSetting(chosen);
  };

  return (
    <>
      <CrudList
        caption={t('system.topmenu.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        create={{ code: 'topmenu_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'topmenu_delete', run: (ids) => removeTopMenus({ variables: { input: { ids } } }) }}
        edit={{ code: 'topmenu_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        toolbar={
          <Can codes={['topmenu_setting']}>
            <Button size="sm" variant="outline" onClick={settingSelected}>
              <LayoutList />
              <FormattedMessage id="system.topmenu.setting.button" />
            </Button>
          </Can>
        }
        rowActions={(r) => (
          <Can codes={['topmenu_setting']}>
            <Button size="xs" variant="ghost" onClick={() => setSetting([r])}>
              <LayoutList />
              <FormattedMessage id="system.topmenu.setting.button" />
            </Button>
          </Can>
        )}
        actionsWidth="72"
      />
      <TopMenuFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      <TopMenuGrantDialog topMenus={setting} onClose={() => setSetting(null)} />
    </>
  );
}
