import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Code } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { Can } from '../../../engine/auth';
import { type Column, CrudList, type RecordDialogState, type SearchField, useListState } from '../../../engine/crud';
import { type MenuFieldsFragment, MenuTreeDocument, RemoveMenusDocument } from '../../../generated/graphql';
import { MENU_CATEGORY, MenuFormDialog } from './MenuFormDialog';

const EMPTY_FILTER = { name: '', code: '' };

/** 菜单管理: the menu and button tree; search, create (also under a menu), edit, view and delete. */
export function MenuPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const { data, loading, error, refetch } = useQuery(MenuTreeDocument, { notifyOnNetworkStatusChange: true });
  const [removeMenus] = useMutation(RemoveMenusDocument, {
    update: (cache) => {
      evictList(cache, 'menuTree');
      evictList(cache, 'menus');
      evictList(cache, 'myMenus');
    },
  });

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'name', label: t('system.menu.name') },
    { name: 'code', label: t('system.menu.code') },
  ];

  const columns = useMemo<Array<Column<MenuFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      { key: 'name', header: t('system.menu.name'), value: (r) => r.name, truncate: true, width: '64' },
      {
        key: 'code',
        header: t('system.menu.code'),
        value: (r) => r.code,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.code}
          </Code>
        ),
        width: '48',
      },
      {
        key: 'category',
        header: t('system.menu.category'),
        value: (r) => t(`system.menu.category.${r.category}`),
        render: (r) => (
          <Badge variant="subtle" colorPalette={r.category === 2 ? 'orange' : 'blue'}>
            {t(`system.menu.category.${r.category}`)}
          </Badge>
        ),
        width: '24',
      },
      { key: 'path', header: t('system.menu.path'), value: (r) => r.path, truncate: true, width: '64' },
      { key: 'source', header: t('system.menu.source'), value: (r) => r.source, width: '24' },
      { key: 'sort', header: t('system.menu.sort'), value: (r) => String(r.sort), width: '16', align: 'center' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('system.menu.listTitle')}
        list={list}
        searchFields={searchFields}
        rows={data?.menuTree ?? []}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        tree={{ parentId: (r) => r.parentId, defaultExpandDepth: 1 }}
        loading={loading && !data}
        refreshing={loading && Boolean(data)}
        error={error}
        onRefresh={() => void refetch()}
        create={{ code: 'menu_add', onClick: () => setDialog({ mode: 'create' }) }}
        remove={{ code: 'menu_delete', run: (ids) => removeMenus({ variables: { input: { ids } } }) }}
        edit={{ code: 'menu_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) =>
          r.category === 1 ? (
            <Can codes={['menu_add']}>
              <Button
                size="xs"
                variant="ghost"
                onClick={() =>
                  setDialog({
                    mode: 'create',
                    preset: { parentId: r.id, category: r.parentId ? MENU_CATEGORY.button : MENU_CATEGORY.menu },
                  })
                }
              >
                <Plus />
                <FormattedMessage id="common.addChild" />
              </Button>
            </Can>
          ) : null
        }
        actionsWidth="72"
      />
      <MenuFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </>
  );
}
