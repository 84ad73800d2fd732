import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Button, HStack, Tag, Text } from '@chakra-ui/react';
import { KeyRound, KeySquare } from 'lucide-react';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import { Can, useCan } from '../../../engine/auth';
import {
  activeFilter,
  type Column,
  CrudList,
  nestByParent,
  pagedListProps,
  type RecordDialogState,
  type SearchField,
  StatusBadge,
  useListState,
  usePagedQuery,
  useStatusOptions,
  walkTree,
} from '../../../engine/crud';
import { formatDate } from '../../../engine/format/date';
import {
  RemoveUsersDocument,
  UserDeptOptionsDocument,
  type UserFieldsFragment,
  type UserFilter,
  UserPageDocument,
  UserRoleOptionsDocument,
} from '../../../generated/graphql';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserFormDialog } from './UserFormDialog';
import { UserTokensDialog } from './UserTokensDialog';

const EMPTY_FILTER = { account: '', realName: '', deptId: '', status: '' };

/** The search values as the query's filter (status is a number there). */
function toFilter(filter: typeof EMPTY_FILTER): UserFilter {
  const { status, ...text } = activeFilter(filter);
  return { ...text, ...(status ? { status: Number(status) } : {}) };
}

/** 用户管理: search, list, create, edit, view and delete users, and reset their passwords. */
export function UserPage() {
  const intl = useIntl();
  const list = useListState(EMPTY_FILTER);
  const [dialog, setDialog] = useState<RecordDialogState | null>(null);
  const [resetting, setResetting] = useState<UserFieldsFragment | null>(null);
  const [tokensOf, setTokensOf] = useState<UserFieldsFragment | null>(null);
  const query = usePagedQuery(UserPageDocument, { list, filter: toFilter(list.filter), select: (data) => data.users });
  const [removeUsers] = useMutation(RemoveUsersDocument, { update: (cache) => evictList(cache, 'users') });
  const statusOptions = useStatusOptions();

  // Names of departments and roles (shown to those who may read them).
  const { data: depts } = useQuery(UserDeptOptionsDocument, useCan('dept') ? {} : skipToken);
  const { data: roles } = useQuery(UserRoleOptionsDocument, useCan('role') ? {} : skipToken);
  const deptNodes = useMemo(() => walkTree(nestByParent(depts?.deptTree ?? [])), [depts]);
  const deptNames = useMemo(() => new Map(deptNodes.map((n) => [n.id, n.item.deptName])), [deptNodes]);
  const roleNames = useMemo(() => new Map((roles?.roleTree ?? []).map((r) => [r.id, r.roleName])), [roles]);

  const t = (id: string) => intl.formatMessage({ id });
  const searchFields: SearchField[] = [
    { name: 'account', label: t('system.user.account') },
    { name: 'realName', label: t('system.user.realName') },
    ...(deptNodes.length > 0
      ? [
          {
            name: 'deptId',
            label: t('system.user.dept'),
            options: deptNodes.map((n) => ({ value: n.id, label: '\u3000'.repeat(n.depth) + n.item.deptName })),
          },
        ]
      : []),
    { name: 'status', label: t('common.status'), options: statusOptions },
  ];

  const columns = useMemo<Array<Column<UserFieldsFragment>>>(() => {
    const t = (id: string) => intl.formatMessage({ id });
    const roleList = (r: UserFieldsFragment) =>
      r.roleIds.map((id) => roleNames.get(id)).filter((name): name is string => Boolean(name));
    return [
      { key: 'account', header: t('system.user.account'), value: (r) => r.account, truncate: true, width: '40' },
      { key: 'realName', header: t('system.user.realName'), value: (r) => r.realName, truncate: true, width: '32' },
      {
        key: 'dept',
        header: t('system.user.dept'),
        value: (r) => (r.deptId ? deptNames.get(r.deptId) : undefined),
        truncate: true,
        width: '48',
      },
      {
        key: 'roles',
        header: t('system.user.roles'),
        value: (r) => roleList(r).join('、'),
        render: (r) => (
          <HStack gap="1" wrap="wrap">
            {roleList(r).map((name) => (
              <Tag.Root key={name} size="sm" variant="subtle">
                <Tag.Label>{name}</Tag.Label>
              </Tag.Root>
            ))}
          </HStack>
        ),
        width: '56',
      },
      { key: 'phone', header: t('system.user.phone'), value: (r) => r.phone, width: '32' },
      {
        key: 'status',
        header: t('common.status'),
        value: (r) => String(r.status),
        render: (r) => <StatusBadge status={r.status} />,
        width: '20',
      },
      {
        key: 'createTime',
        header: t('system.user.createTime'),
        value: (r) => formatDate(r.createTime, t('common.format.date')),
        render: (r) => (
          <Text as="span" whiteSpace="nowrap" color="fg.muted">
            {formatDate(r.createTime, t('common.format.date'))}
          </Text>
        ),
        width: '36',
      },
    ];
  }, [intl, deptNames, roleNames]);

  return (
    <>
      <CrudList
        caption={t('system.user.listTitle')}
        list={list}
        searchFields={searchFields}
        {...pagedListProps(query)}
        columns={columns}
        rowId={(r) => r.id}
        rowLabel={(r) => r.account}
        create={{
          code: 'user_add',
          onClick: () =>
            setDialog({ mode: 'create', preset: list.filter.deptId ? { deptId: list.filter.deptId } : undefined }),
        }}
        remove={{ code: 'user_delete', run: (ids) => removeUsers({ variables: { input: { ids } } }) }}
        edit={{ code: 'user_edit', onClick: (r) => setDialog({ mode: 'edit', id: r.id }) }}
        onView={(r) => setDialog({ mode: 'view', id: r.id })}
        exporting={{ code: 'user_export', path: '/blade-system/user/export', fileName: t('system.user.listTitle') }}
        importing={{
          code: 'user_import',
          path: '/blade-system/user/import-user',
          templatePath: '/blade-system/user/export-template',
          templateName: t('system.user.listTitle'),
        }}
        rowActions={(r) => (
          <>
            <Can codes={['user_reset']}>
              <Button size="xs" variant="ghost" onClick={() => setResetting(r)}>
                <KeyRound />
                <FormattedMessage id="system.user.reset.button" />
              </Button>
            </Can>
            <Can codes={['user_edit']}>
              <Button
                size="xs"
                variant="ghost"
                aria-label={intl.formatMessage({ id: 'system.user.tokens.named' }, { account: r.account })}
                onClick={() => setTokensOf(r)}
              >
                <KeySquare />
                <FormattedMessage id="system.user.tokens.button" />
              </Button>
            </Can>
          </>
        )}
        actionsWidth="96"
      />
      <UserFormDialog state={dialog} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <UserTokensDialog user={tokensOf} onClose={() => setTokensOf(null)} />
    </>
  );
}
