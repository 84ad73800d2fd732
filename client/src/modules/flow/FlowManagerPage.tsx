import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Box, Button, Card, Dialog, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Eye, EyeOff, History, Pause, Play } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../engine/apollo/cache';
import { readApiProblem } from '../../engine/apollo/errors';
import { Can } from '../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  DialogError,
  DialogFrame,
  DialogLoading,
  pagedListProps,
  type SearchField,
  useConfirm,
  useListState,
  usePagedQuery,
} from '../../engine/crud';
import { notify } from '../../engine/feedback/toaster';
import { formatDateTime } from '../../engine/format/date';
import {
  type FlowModelFieldsFragment,
  FlowModelPageDocument,
  FlowModelVersionsDocument,
  SetFlowModelStatusDocument,
} from '../../generated/graphql';
import { FLOW_ADMIN, useBusinessTypeOptions } from './FlowModelPage';
import { FlowStepsView } from './FlowStepsView';
import { ModelStatusBadge } from './ModelStatusBadge';
import { businessTypeLabel } from './labels';
import { stepsSummary } from './steps';

const EMPTY_FILTER = { name: '', modelKey: '' };

/** 流程管理: each business type's model with its versions; suspend (no new submissions) and activate. */
export function FlowManagerPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const query = usePagedQuery(FlowModelPageDocument, {
    list,
    filter: activeFilter(list.filter),
    select: (d) => d.flowModels,
  });
  const [versionsOf, setVersionsOf] = useState<FlowModelFieldsFragment | null>(null);
  const [setStatus] = useMutation(SetFlowModelStatusDocument, {
    update: (cache) => {
      evictList(cache, 'flowModels');
      evictList(cache, 'flowModelVersions');
    },
  });
  const typeOptions = useBusinessTypeOptions();

  const toggle = async (row: FlowModelFieldsFragment) => {
    const suspending = row.status === 1;
    const type = businessTypeLabel(intl, row.modelKey);
    const message = t(suspending ? 'flow.manager.suspendConfirm' : 'flow.manager.activateConfirm', {
      name: row.name,
      type,
    });
    if (!(await confirm({ message, danger: suspending }))) return;
    try {
      await setStatus({ variables: { input: { modelKey: row.modelKey, status: suspending ? 0 : 1 } } });
      notify('success', { id: suspending ? 'flow.manager.suspended' : 'flow.manager.activated' });
    } catch (error) {
      const problem = readApiProblem(error);
      if (problem) notify('error', { text: problem.message });
    }
  };

  const searchFields: SearchField[] = [
    { name: 'name', label: t('flow.model.name') },
    { name: 'modelKey', label: t('flow.model.businessType'), options: typeOptions },
  ];

  const columns = useMemo<Array<Column<FlowModelFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'modelKey',
        header: t('flow.model.businessType'),
        value: (r) => `${businessTypeLabel(intl, r.modelKey)}（${r.modelKey}）`,
        width: '36',
      },
      { key: 'name', header: t('flow.model.name'), value: (r) => r.name, truncate: true, width: '44' },
      {
        key: 'version',
        header: t('flow.manager.latestVersion'),
        value: (r) => `V${r.modelVersion}`,
        render: (r) => <Badge variant="outline">V{r.modelVersion}</Badge>,
        width: '24',
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
      { key: 'steps', header: t('flow.model.steps'), value: (r) => stepsSummary(r.steps), truncate: true, width: '64' },
    ];
  }, [intl]);

  return (
    <>
      <CrudList
        caption={t('flow.manager.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.name}
        rowActions={(r) => (
          <>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setVersionsOf(r)}
              aria-label={t('flow.manager.versionsOf', { name: r.name })}
            >
              <History />
              <FormattedMessage id="flow.manager.versions" />
            </Button>
            <Can codes={[FLOW_ADMIN]}>
              <Button
                size="xs"
                variant="ghost"
                colorPalette={r.status === 1 ? 'orange' : 'green'}
                onClick={() => void toggle(r)}
                aria-label={t(r.status === 1 ? 'flow.manager.suspendRow' : 'flow.manager.activateRow', {
                  name: r.name,
                })}
              >
                {r.status === 1 ? <Pause /> : <Play />}
                <FormattedMessage id={r.status === 1 ? 'flow.manager.suspend' : 'flow.manager.activate'} />
              </Button>
            </Can>
          </>
        )}
        actionsWidth="48"
      />
      <VersionsDialog model={versionsOf} onClose={() => setVersionsOf(null)} />
    </>
  );
}

/** Every version of a business type's model, newest first; each one's steps open read-only. */
function VersionsDialog({ model, onClose }: { model: FlowModelFieldsFragment | null; onClose(): void }) {
  const intl = useIntl();
  return (
    <DialogFrame
      open={model !== null}
      onClose={onClose}
      size="lg"
      divider
      lazy
      title={model && intl.formatMessage({ id: 'flow.manager.versionsTitle' }, { name: model.name })}
    >
      {model && <VersionsBody modelKey={model.modelKey} onClose={onClose} />}
    </DialogFrame>
  );
}

function VersionsBody({ modelKey, onClose }: { modelKey: string; onClose(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, error } = useQuery(FlowModelVersionsDocument, { variables: { modelKey }, fetchPolicy: 'network-only' });
  const [open, setOpen] = useState<string | null>(null);
  if (error) return <DialogError error={error} onClose={onClose} />;
  if (!data) return <DialogLoading />;
  return (
    <>
      <Dialog.Body py="4">
        <Stack gap="3" as="ul" listStyleType="none" aria-label={t('flow.manager.versions')}>
          {data.flowModelVersions.map((v) => {
            const label = t('flow.manager.versionLabel', { version: v.modelVersion });
            const showing = open === v.id;
            return (
              <Box as="li" key={v.id}>
                <Card.Root size="sm" variant="outline">
                  <Card.Body gap="2">
                    <Flex justify="space-between" align="center" gap="2" wrap="wrap">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="semibold">{label}</Text>
                        {v.isLatest && (
                          <Badge colorPalette="blue" variant="solid">
                            <FormattedMessage id="flow.manager.latest" />
                          </Badge>
                        )}
                        <ModelStatusBadge status={v.status} />
                      </HStack>
                      <Text color="fg.muted" textStyle="sm">
                        <FormattedMessage id="flow.manager.createdAt" values={{ time: formatDateTime(v.createTime) }} />
                      </Text>
                    </Flex>
                    <Text textStyle="sm">
                      {v.name} · {t('flow.manager.stepCount', { n: v.steps.length })}：{stepsSummary(v.steps)}
                    </Text>
                    <Box>
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => setOpen(showing ? null : v.id)}
                        aria-expanded={showing}
                        aria-label={t(showing ? 'flow.manager.hideSteps' : 'flow.manager.showSteps', {
                          version: label,
                        })}
                      >
                        {showing ? <EyeOff /> : <Eye />}
                        <FormattedMessage id={showing ? 'flow.manager.hide' : 'flow.manager.show'} />
                      </Button>
                    </Box>
                    {showing && <FlowStepsView steps={v.steps} label={t('flow.manager.stepsOf', { version: label })} />}
                  </Card.Body>
                </Card.Root>
              </Box>
            );
          })}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          <FormattedMessage id="common.close" />
        </Button>
      </Dialog.Footer>
    </>
  );
}
