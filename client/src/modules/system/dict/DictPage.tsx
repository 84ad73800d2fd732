import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Card, Code, EmptyState, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { BookOpen, ListTree, Lock, LockOpen, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../../engine/apollo/errors';
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
import { type DictItem, useDictionary } from '../../../engine/form';
import { DictFormDialog } from './DictFormDialog';
import { BIZ_DICT, type DictKind, SYSTEM_DICT } from './dictKind';

const ROOT_FILTER = { code: '', dictValue: '' };
const ITEM_FILTER = { dictKey: '', dictValue: '' };

/** 已封存 in orange, 未封存 in grey. */
function SealBadge({ sealed }: { sealed: boolean }) {
  return (
    <Badge variant="subtle" colorPalette={sealed ? 'orange' : 'gray'}>
      {sealed && <Lock />}
      <FormattedMessage id={sealed ? 'system.dict.sealed' : 'system.dict.unsealed'} />
    </Badge>
  );
}

/** 封存 / 解封 of one row, for holders of the edit code. */
function SealButton({ kind, row }: { kind: DictKind; row: DictItem }) {
  const intl = useIntl();
  const [seal, { loading }] = useMutation(kind.seal, { update: kind.evict });
  const sealed = row.isSealed === 1;
  const toggle = async () => {
    try {
      await seal({ variables: { input: { id: row.id, isSealed: sealed ? 0 : 1 } } });
      notify('success', { id: sealed ? 'system.dict.unsealSuccess' : 'system.dict.sealSuccess' });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };
  return (
    <Can codes={[kind.codes.edit]}>
      <Button
        size="xs"
        variant="ghost"
        loading={loading}
        onClick={() => void toggle()}
        aria-label={intl.formatMessage(
          { id: sealed ? 'system.dict.unsealRow' : 'system.dict.sealRow' },
          { name: row.dictValue },
        )}
      >
        {sealed ? <LockOpen /> : <Lock />}
        <FormattedMessage id={sealed ? 'system.dict.unseal' : 'system.dict.seal'} />
      </Button>
    </Can>
  );
}

function useColumns(item: boolean): Array<Column<DictItem>> {
  const intl = useIntl();
  return useMemo(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const key: Column<DictItem> = item
      ? {
          key: 'dictKey',
          header: t('system.dict.dictKey'),
          value: (r) => r.dictKey,
          render: (r) => (
            <Code size="sm" variant="surface" colorPalette="gray">
              {r.dictKey}
            </Code>
          ),
          width: '32',
        }
      : {
          key: 'code',
          header: t('system.dict.code'),
          value: (r) => r.code,
          render: (r) => (
            <Code size="sm" variant="surface" colorPalette="gray">
              {r.code}
            </Code>
          ),
          width: '48',
        };
    return [
      ...(item ? [] : [key]),
      {
        key: 'dictValue',
        header: t(item ? 'system.dict.dictValue' : 'system.dict.name'),
        value: (r) => r.dictValue,
        truncate: true,
        width: '48',
      },
      ...(item ? [key] : []),
      { key: 'sort', header: t('system.dict.sort'), value: (r) => String(r.sort), width: '16', align: 'center' },
      {
        key: 'isSealed',
        header: t('system.dict.isSealed'),
        value: (r) => t(r.isSealed === 1 ? 'system.dict.sealed' : 'system.dict.unsealed'),
        render: (r) => <SealBadge sealed={r.isSealed === 1} />,
        width: '24',
        align: 'center',
      },
    ];
  }, [intl, item]);
}

/** The items of one dictionary as a tree: add, add below an item, edit, view, delete, seal. */
function DictItems({ kind, dictionary }: { kind: DictKind; dictionary: DictItem }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(ITEM_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const { items, loading, error, refetch } = useDictionary(dictionary.code, { biz: kind.biz });
  const [remove] = useMutation(kind.remove, { update: kind.evict });
  const columns = useColumns(true);
  const sealedDictionary = dictionary.isSealed === 1;
  const searchFields: SearchField[] = [
    { name: 'dictKey', label: t('system.dict.dictKey') },
    { name: 'dictValue', label: t('system.dict.dictValue') },
  ];
  return (
    <Stack
      gap="3"
      aria-label={intl.formatMessage({ id: 'system.dict.itemsOf' }, { name: dictionary.dictValue })}
      role="region"
    >
      <HStack gap="2" wrap="wrap">
        <ListTree size="18" />
        <Heading size="sm">
          <FormattedMessage id="system.dict.itemsOf" values={{ name: dictionary.dictValue }} />
        </Heading>
        <Code size="sm" variant="surface">
          {dictionary.code}
        </Code>
        {sealedDictionary && <SealBadge sealed />}
      </HStack>
      <CrudList
        caption={intl.formatMessage({ id: 'system.dict.itemsOf' }, { name: dictionary.dictValue })}
        list={list}
        searchFields={searchFields}
        rows={items}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.dictValue}
        tree={{ parentId: (r) => r.parentId }}
        loading={loading && items.length === 0}
        refreshing={loading && items.length > 0}
        error={error}
        onRefresh={refetch}
        create={
          sealedDictionary
            ? undefined
            : {
                code: kind.codes.add,
                onClick: () =>
                  setDialog({ mode: 'create', preset: { parentId: dictionary.id, parentLabel: dictionary.dictValue } }),
              }
        }
        remove={{
          code: kind.codes.delete,
          run: (ids) => remove({ variables: { input: { ids } } }),
          when: (r) => r.isSealed !== 1,
        }}
        edit={{
          code: kind.codes.edit,
          onClick: (r) => setDialog({ mode: 'edit', id: r.id }),
          when: (r) => r.isSealed !== 1,
        }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <>
            {r.isSealed !== 1 && (
              <Can codes={[kind.codes.add]}>
                <Button
                  size="xs"
                  variant="ghost"
                  onClick={() => setDialog({ mode: 'create', preset: { parentId: r.id, parentLabel: r.dictValue } })}
                >
                  <Plus />
                  <FormattedMessage id="common.addChild" />
                </Button>
              </Can>
            )}
            <SealButton kind={kind} row={r} />
          </>
        )}
        actionsWidth="96"
      />
      <DictFormDialog kind={kind} state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </Stack>
  );
}

export interface DictPageProps {
  kind: DictKind;
  /** horizontal: dictionaries left, items right (系统字典); vertical: dictionaries above, items below (业务字典). */
  layout: 'horizontal' | 'vertical';
}

/** A dictionary screen: the paged dictionaries, and the items of the chosen one. */
export function DictPage({ kind, layout }: DictPageProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const list = useListState(ROOT_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [chosen, setChosen] = useState<DictItem | null>(null);
  const query = usePagedQuery(kind.page, {
    list,
    filter: { ...activeFilter(list.filter), root: true },
    select: kind.selectPage,
  });
  const [remove] = useMutation(kind.remove, { update: kind.evict });
  const columns = useColumns(false);
  // The chosen dictionary as the list shows it now (a renamed code or a new seal shows at once).
  const current = chosen ? (query.rows.find((r) => r.id === chosen.id) ?? chosen) : null;

  const searchFields: SearchField[] = [
    { name: 'code', label: t('system.dict.code') },
    { name: 'dictValue', label: t('system.dict.name') },
  ];

  const dictionaries = (
    <Stack gap="3" role="region" aria-label={t('system.dict.listTitle')}>
      <HStack gap="2">
        <BookOpen size="18" />
        <Heading size="sm">
          <FormattedMessage id="system.dict.listTitle" />
        </Heading>
      </HStack>
      <CrudList
        caption={t('system.dict.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.dictValue}
        create={{ code: kind.codes.add, onClick: () => setDialog({ mode: 'create' }) }}
        remove={{
          code: kind.codes.delete,
          run: async (ids) => {
            await remove({ variables: { input: { ids } } });
            if (chosen && ids.includes(chosen.id)) setChosen(null);
          },
          when: (r) => r.isSealed !== 1,
        }}
        edit={{
          code: kind.codes.edit,
          onClick: (r) => setDialog({ mode: 'edit', id: r.id }),
          when: (r) => r.isSealed !== 1,
        }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        rowActions={(r) => (
          <>
            <Button
              size="xs"
              variant={current?.id === r.id ? 'subtle' : 'ghost'}
              colorPalette={current?.id === r.id ? 'blue' : undefined}
              aria-pressed={current?.id === r.id}
              aria-label={intl.formatMessage({ id: 'system.dict.configureRow' }, { name: r.dictValue })}
              onClick={() => setChosen(r)}
            >
              <ListTree />
              <FormattedMessage id="system.dict.configure" />
            </Button>
            <SealButton kind={kind} row={r} />
          </>
        )}
        actionsWidth="96"
      />
      <DictFormDialog kind={kind} state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
    </Stack>
  );

  const items = current ? (
    <DictItems key={current.id} kind={kind} dictionary={current} />
  ) : (
    <Card.Root size="sm" variant="outline" h="full">
      <Card.Body>
        <EmptyState.Root size="sm">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <ListTree />
            </EmptyState.Indicator>
            <EmptyState.Title fontWeight="normal" color="fg.muted">
              <FormattedMessage id="system.dict.chooseDictionary" />
            </EmptyState.Title>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="system.dict.chooseHint" />
            </Text>
          </EmptyState.Content>
        </EmptyState.Root>
      </Card.Body>
    </Card.Root>
  );

  return layout === 'horizontal' ? (
    <SimpleGrid columns={{ base: 1, xl: 2 }} gap="6" alignItems="start">
      <Box minW="0">{dictionaries}</Box>
      <Box minW="0">{items}</Box>
    </SimpleGrid>
  ) : (
    <Stack gap="6">
      {dictionaries}
      {items}
    </Stack>
  );
}

/** 系统字典 (/dict-horizontal/index): platform dictionaries side by side with their items. */
export function SystemDictPage() {
  return <DictPage kind={SYSTEM_DICT} layout="horizontal" />;
}

/** 业务字典 (/dict-vertical/index): the tenant's dictionaries above their items. */
export function BizDictPage() {
  return <DictPage kind={BIZ_DICT} layout="vertical" />;
}
