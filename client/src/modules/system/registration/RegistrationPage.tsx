import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { readApiProblem } from '../../../engine/apollo/errors';
import { Can } from '../../../engine/auth';
import {
  activeFilter,
  type Column,
  DataTable,
  Pagination,
  SearchBar,
  type SearchField,
  Toolbar,
  useConfirm,
  useListState,
} from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import { formatDate, formatDateTime } from '../../../engine/format/date';
import {
  ApproveRegistrationsDocument,
  RegistrationsDocument,
  type RegistrationsQuery,
  RejectRegistrationsDocument,
} from '../../../generated/graphql';
import { RejectDialog } from './RejectDialog';

type Registration = RegistrationsQuery['registrations']['records'][number];

const EMPTY_FILTER = { account: '' };
const AUDIT = ['registration_audit'];

/** 注册审核 (/system/registration): guest registrations waiting for approval; approve, or reject with a remark. */
export function RegistrationPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const confirm = useConfirm();
  const list = useListState(EMPTY_FILTER);
  const [rejecting, setRejecting] = useState<string[] | null>(null);

  const { data, previousData, loading, error, refetch } = useQuery(RegistrationsDocument, {
    variables: { page: { current: list.current, size: list.size }, filter: activeFilter(list.filter) },
    notifyOnNetworkStatusChange: true,
  });
  // Decided registrations leave this list and (approved) join the users' list.
  const update = (cache: Parameters<typeof evictList>[0]) => {
    evictList(cache, 'registrations');
    evictList(cache, 'users');
  };
  const [approve, { loading: approving }] = useMutation(ApproveRegistrationsDocument, { update });
  const [reject, { loading: rejectingNow }] = useMutation(RejectRegistrationsDocument, { update });

  const page = (data ?? previousData)?.registrations;

  // After deciding the last rows of the last page, show the page that now is the last one.
  useEffect(() => {
    if (data && data.registrations.records.length === 0 && list.current > 1)
      list.setPage(Math.max(1, data.registrations.pages));
  }, [data, list]);

  const columns = useMemo<Array<Column<Registration>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    return [
      {
        key: 'account',
        header: t('system.registration.account'),
        value: (r) => r.account,
        truncate: true,
        width: '48',
      },
      {
        key: 'realName',
        header: t('system.registration.realName'),
        value: (r) => r.realName,
        truncate: true,
        width: '40',
      },
      { key: 'phone', header: t('system.registration.phone'), value: (r) => r.phone, truncate: true, width: '40' },
      { key: 'email', header: t('system.registration.email'), value: (r) => r.email, truncate: true, width: '56' },
      {
        key: 'createTime',
        header: t('system.registration.createTime'),
        value: (r) => formatDateTime(r.createTime),
        render: (r) => (
          <Text as="span" whiteSpace="nowrap" color="fg.muted">
            {formatDate(r.createTime, t('common.format.date'))}
          </Text>
        ),
        width: '40',
      },
    ];
  }, [intl]);

  const settled = (message: 'system.registration.approved' | 'system.registration.rejected') => {
    notify('success', { id: message });
    list.setSelected(new Set());
  };

  const runApprove = async (ids: string[]) => {
    if (ids.length === 0) return notify('warning', { id: 'common.selectAtLeastOne' });
    if (
      !(await confirm({
        message: intl.formatMessage({ id: 'system.registration.approveConfirm' }, { count: ids.length }),
        danger: false,
      }))
    )
      return;
    try {
      await approve({ variables: { input: { ids } } });
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    settled('system.registration.approved');
  };

  const openReject = (ids: string[]) => {
    if (ids.length === 0) notify('warning', { id: 'common.selectAtLeastOne' });
    else setRejecting(ids);
  };

  const runReject = async (remark: string) => {
    if (!rejecting) return;
    try {
      await reject({ variables: { input: { ids: rejecting, remark: remark || null } } });
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    setRejecting(null);
    settled('system.registration.rejected');
  };

  const searchFields: SearchField[] = [{ name: 'account', label: t('system.registration.account') }];
  const errorText = error ? (readApiProblem(error)?.message ?? t('errors.network')) : undefined;

  return (
    <Stack gap="4">
      <Card.Root size="sm" variant="outline">
        <Card.Body>
          <SearchBar
            fields={searchFields}
            values={list.draft}
            onChange={list.setDraft}
            onSearch={list.search}
            onReset={list.reset}
          />
        </Card.Body>
      </Card.Root>

      <Card.Root size="sm" variant="outline">
        <Card.Body gap="4">
          <Toolbar
            selectedCount={list.selected.size}
            onRefresh={() => void refetch()}
            refreshing={loading && Boolean(page)}
          >
            <Can codes={AUDIT}>
              <Button size="sm" loading={approving} onClick={() => void runApprove([...list.selected])}>
                <Check />
                <FormattedMessage id="system.registration.approve" />
              </Button>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => openReject([...list.selected])}>
                <X />
                <FormattedMessage id="system.registration.reject" />
              </Button>
            </Can>
          </Toolbar>

          <DataTable
            caption={t('system.registration.listTitle')}
            rows={page?.records ?? []}
            columns={columns}
            rowId={(r) => r.id}
            rowLabel={(r) => r.account}
            selection={{ selected: list.selected, onChange: list.setSelected }}
            loading={loading && !page}
            refreshing={loading && Boolean(page)}
            error={errorText}
            onRetry={() => void refetch()}
            skeletonRows={Math.min(list.size, 8)}
            actionsWidth="40"
            actions={(r) => (
              <Can codes={AUDIT}>
                <HStack gap="0" justify="center">
                  <Button size="xs" variant="ghost" onClick={() => void runApprove([r.id])}>
                    <Check />
                    <FormattedMessage id="system.registration.approve" />
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => openReject([r.id])}>
                    <X />
                    <FormattedMessage id="system.registration.reject" />
                  </Button>
                </HStack>
              </Can>
            )}
          />

          <Pagination
            page={list.current}
            pageSize={list.size}
            total={page?.total ?? 0}
            onPageChange={list.setPage}
            onPageSizeChange={list.setSize}
          />
        </Card.Body>
      </Card.Root>

      <RejectDialog
        count={rejecting?.length ?? null}
        busy={rejectingNow}
        onCancel={() => setRejecting(null)}
        onReject={(remark) => void runReject(remark)}
      />
    </Stack>
  );
}
