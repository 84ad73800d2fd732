import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Code, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../../engine/apollo/errors';
import { hasAnyPermission, useSession } from '../../../engine/auth';
import { type Column, DataTable, Toolbar, useRemoveAction } from '../../../engine/crud';
import { ExportButton } from '../../../engine/crud/ExportButton';
import { ImportButton } from '../../../engine/crud/ImportDialog';
import {
  type RegionFieldsFragment,
  RegionChildrenDocument,
  RegionDocument,
  RemoveRegionsDocument,
} from '../../../generated/graphql';
import { type RegionDialogState, RegionFormDialog, regionListsToRefresh } from './RegionFormDialog';
import { RegionTree } from './RegionTree';

export const REGION_CODES = {
  add: 'region_add',
  edit: 'region_edit',
  delete: 'region_delete',
  export: 'region_export',
  import: 'region_import',
} as const;
const TOP = '00';
/** Regions below county level are not kept (six-digit codes end at the county). */
const DEEPEST_LEVEL = 3;

/** The code prefix every region under `region` shares (the export filter): 21 for a province, 2101 for a city. */
export function codePrefix(region: RegionFieldsFragment | null): string | undefined {
  if (!region) return undefined;
  return region.regionLevel === 1
    ? region.code.slice(0, 2)
    : region.regionLevel === 2
      ? region.code.slice(0, 4)
      : region.code;
}

/** 行政区划: the lazily loaded tree on the left, the chosen region's children on the right (add, edit, delete, import, export). */
export function RegionPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const apollo = useApolloClient();
  const granted = useSession()?.permissions ?? [];
  const may = (code: string) => hasAnyPermission(granted, [code]);
  const [selected, setSelected] = useState<RegionFieldsFragment | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [dialog, setDialog] = useState<RegionDialogState | null>(null);
  const parentCode = selected?.code ?? TOP;
  const children = useQuery(RegionChildrenDocument, { variables: { parentCode } });
  const [removeRegions] = useMutation(RemoveRegionsDocument);

  const toggle = useCallback((code: string) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  }, []);

  const remove = useRemoveAction(
    useCallback(
      (ids: string[]) => {
        // A child of the chosen region (its list and the chosen one's hasChildren), or the chosen region itself.
        const own = selected && ids.includes(selected.id);
        const lists = own
          ? regionListsToRefresh(selected.parentCode)
          : regionListsToRefresh(selected?.code ?? TOP, selected?.parentCode);
        return removeRegions({ variables: { input: { ids } }, refetchQueries: lists });
      },
      [removeRegions, selected],
    ),
    useCallback(
      (ids: string[]) => {
        // The chosen region itself went away: choose its parent.
        if (selected && ids.includes(selected.id)) {
          const parent = selected.parentCode;
          if (parent === TOP) setSelected(null);
          else
            void apollo
              .query({ query: RegionDocument, variables: { code: parent }, fetchPolicy: 'network-only' })
              .then((r) => setSelected(r.data?.region ?? null));
        }
      },
      [selected, apollo],
    ),
  );

  const columns = useMemo<Array<Column<RegionFieldsFragment>>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'code',
        header: m('system.region.code'),
        value: (r) => r.code,
        render: (r) => (
          <Code size="sm" variant="surface" colorPalette="gray">
            {r.code}
          </Code>
        ),
        width: '28',
      },
      { key: 'name', header: m('system.region.name'), value: (r) => r.name, truncate: true, width: '56' },
      {
        key: 'level',
        header: m('system.region.level'),
        value: (r) => m(`system.region.level.${r.regionLevel}`),
        render: (r) => <Badge variant="subtle">{m(`system.region.level.${r.regionLevel}`)}</Badge>,
        width: '24',
        align: 'center',
      },
      { key: 'sort', header: m('system.region.sort'), value: (r) => String(r.sort), width: '20', align: 'center' },
      { key: 'remark', header: m('system.region.remark'), value: (r) => r.remark, truncate: true },
    ];
  }, [intl]);

  const canAddChild = may(REGION_CODES.add) && (selected?.regionLevel ?? 0) < DEEPEST_LEVEL;
  const rowActions = (row: RegionFieldsFragment) => (
    <HStack gap="0" justify="center">
      {may(REGION_CODES.edit) && (
        <Button size="xs" variant="ghost" onClick={() => setDialog({ mode: 'edit', region: row })}>
          <Pencil />
          <FormattedMessage id="common.edit" />
        </Button>
      )}
      {may(REGION_CODES.delete) && (
        <Button size="xs" variant="ghost" colorPalette="red" onClick={() => void remove([row.id])}>
          <Trash2 />
          <FormattedMessage id="common.delete" />
        </Button>
      )}
    </HStack>
  );
  const errorText = children.error ? (readApiProblem(children.error)?.message ?? t('errors.network')) : undefined;

  return (
    <>
      <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="4" alignItems="start">
        <Card.Root size="sm" variant="outline">
          <Card.Header>
            <HStack justify="space-between">
              <Heading size="sm">
                <FormattedMessage id="system.region.tree" />
              </Heading>
              <Button size="xs" variant={selected ? 'ghost' : 'subtle'} onClick={() => setSelected(null)}>
                <FormattedMessage id="system.region.top" />
              </Button>
            </HStack>
          </Card.Header>
          <Card.Body maxH={{ lg: '70vh' }} overflowY="auto" pt="2">
            <RegionTree
              expanded={expanded}
              onToggle={toggle}
              selectedCode={selected?.code ?? null}
              onSelect={setSelected}
            />
          </Card.Body>
        </Card.Root>

        <Card.Root size="sm" variant="outline">
          <Card.Body gap="4">
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Heading size="md" aria-live="polite">
                  {selected ? selected.name : t('system.region.topTitle')}
                </Heading>
                {selected && (
                  <>
                    <Code size="sm">{selected.code}</Code>
                    <Badge variant="subtle">{t(`system.region.level.${selected.regionLevel}`)}</Badge>
                  </>
                )}
              </HStack>
              {selected && (
                <Text textStyle="sm" color="fg.muted">
                  {[selected.provinceName, selected.cityName, selected.districtName].filter(Boolean).join(' / ')}
                  {selected.remark ? ` · ${selected.remark}` : ''}
                </Text>
              )}
            </Stack>
            <Toolbar onRefresh={() => void children.refetch()} refreshing={children.loading && Boolean(children.data)}>
              {canAddChild && (
                <Button size="sm" onClick={() => setDialog({ mode: 'create', parent: selected })}>
                  <Plus />
                  <FormattedMessage id={selected ? 'common.addChild' : 'system.region.addProvince'} />
                </Button>
              )}
              {selected && may(REGION_CODES.edit) && (
                <Button size="sm" variant="outline" onClick={() => setDialog({ mode: 'edit', region: selected })}>
                  <Pencil />
                  <FormattedMessage id="common.edit" />
                </Button>
              )}
              {selected && may(REGION_CODES.delete) && (
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove([selected.id])}>
                  <Trash2 />
                  <FormattedMessage id="common.delete" />
                </Button>
              )}
              <ExportButton
                code={REGION_CODES.export}
                path="/blade-system/region/export"
                query={{ code: codePrefix(selected) }}
                fileName={t('system.region.title')}
              />
              <ImportButton
                code={REGION_CODES.import}
                path="/blade-system/region/import-region"
                templatePath="/blade-system/region/export-template"
                templateName={t('system.region.templateName')}
                onImported={() => void apollo.refetchQueries({ include: ['RegionChildren'] })}
              />
            </Toolbar>
            <DataTable
              caption={t('system.region.childrenOf', { name: selected?.name ?? t('system.region.topTitle') })}
              rows={children.data?.regionChildren ?? []}
              columns={columns}
              rowId={(r) => r.id}
              rowLabel={(r) => r.name}
              loading={children.loading && !children.data}
              refreshing={children.loading && Boolean(children.data)}
              error={errorText}
              onRetry={() => void children.refetch()}
              actions={may(REGION_CODES.edit) || may(REGION_CODES.delete) ? rowActions : undefined}
              actionsWidth="40"
            />
          </Card.Body>
        </Card.Root>
      </Grid>
      <RegionFormDialog
        state={dialog}
        onClose={() => setDialog(null)}
        onSaved={(region) => {
          setDialog(null);
          if (selected && region.id === selected.id) setSelected(region);
          else if (selected) setExpanded((current) => new Set(current).add(selected.code));
        }}
      />
    </>
  );
}
