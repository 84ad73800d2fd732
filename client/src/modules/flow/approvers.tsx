import { skipToken, useQuery } from '@apollo/client/react';
import { Box, Flex, HStack, IconButton, Input, Stack, Tag, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../engine/auth';
import { CheckboxChoices, CheckboxTree, nestByParent, OptionSelect } from '../../engine/crud';
import {
  FlowApproverDeptsDocument,
  FlowApproverRolesDocument,
  FlowApproverUsersDocument,
} from '../../generated/graphql';
import { APPROVER_RULES, type ApproverKind } from './steps';

/** How many users the picker lists at once (the search narrows them). */
const USER_PAGE = 50;

/** Users: a search box (name), the matching users as checkboxes, and the chosen ones as removable tags. */
function UserPicker({ value, onChange, label, invalid, disabled }: PickerProps) {
  const intl = useIntl();
  const allowed = useCan('user');
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setApplied(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const { data } = useQuery(
    FlowApproverUsersDocument,
    allowed
      ? { variables: { page: { current: 1, size: USER_PAGE }, filter: applied ? { realName: applied } : {} } }
      : skipToken,
  );
  // Chosen users keep their name when the search moves on: names come from the unfiltered list too.
  const { data: everyone } = useQuery(
    FlowApproverUsersDocument,
    allowed ? { variables: { page: { current: 1, size: 200 }, filter: {} } } : skipToken,
  );
  const found = useMemo(() => data?.users.records ?? [], [data]);
  const names = useMemo(() => {
    const map = new Map<string, string>();
    for (const u of [...(everyone?.users.records ?? []), ...found])
      map.set(u.id, u.realName ? `${u.realName}（${u.account}）` : u.account);
    return map;
  }, [everyone, found]);
  const nameOf = (id: string) => names.get(id) ?? id;
  const options = found.map((u) => ({ value: u.id, label: nameOf(u.id) }));
  const shownIds = new Set(options.map((o) => o.value));

  return (
    <Stack gap="2">
      {value.length > 0 && (
        <Flex wrap="wrap" gap="2" role="list" aria-label={intl.formatMessage({ id: 'flow.model.chosen' }, { label })}>
          {value.map((id) => (
            <Tag.Root key={id} size="md" role="listitem">
              <Tag.Label>{nameOf(id)}</Tag.Label>
              {!disabled && (
                <Tag.EndElement>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={intl.formatMessage({ id: 'flow.model.removeApprover' }, { name: nameOf(id) })}
                    onClick={() => onChange(value.filter((v) => v !== id))}
                  >
                    <X />
                  </IconButton>
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Flex>
      )}
      {!disabled && (
        <>
          <Input
            size="sm"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder={intl.formatMessage({ id: 'flow.model.searchUser' })}
            aria-label={intl.formatMessage({ id: 'flow.model.searchUserLabel' }, { label })}
          />
          <Box
            maxH="40"
            overflowY="auto"
            borderWidth="1px"
            borderColor={invalid ? 'border.error' : 'border.muted'}
            rounded="l2"
            px="3"
            py="2"
          >
            <CheckboxChoices
              aria-label={label}
              options={options}
              // Chosen users outside the current search stay chosen.
              value={value.filter((id) => shownIds.has(id))}
              onChange={(next) => onChange([...value.filter((id) => !shownIds.has(id)), ...next])}
              invalid={invalid}
              emptyText={intl.formatMessage({ id: allowed ? 'flow.model.noUsers' : 'flow.model.noPermission' })}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}

function RolePicker({ value, onChange, label, invalid, disabled }: PickerProps) {
  const intl = useIntl();
  const allowed = useCan('role');
  const { data } = useQuery(FlowApproverRolesDocument, allowed ? {} : skipToken);
  const options = (data?.roleTree ?? []).map((r) => ({ value: r.roleAlias, label: `${r.roleName}（${r.roleAlias}）` }));
  return (
    <CheckboxChoices
      aria-label={label}
      options={options}
      value={value}
      onChange={onChange}
      invalid={invalid}
      disabled={disabled}
      emptyText={intl.formatMessage({ id: allowed ? 'flow.model.noRoles' : 'flow.model.noPermission' })}
    />
  );
}

function DeptPicker({ value, onChange, label, invalid, disabled }: PickerProps) {
  const intl = useIntl();
  const allowed = useCan('dept');
  const { data } = useQuery(FlowApproverDeptsDocument, allowed ? {} : skipToken);
  const nodes = useMemo(() => nestByParent(data?.deptTree ?? []), [data]);
  return (
    <CheckboxTree
      aria-label={label}
      nodes={nodes}
      label={(d) => d.deptName}
      cascade={false}
      value={value}
      onChange={onChange}
      invalid={invalid}
      disabled={disabled}
      maxH="48"
      emptyText={intl.formatMessage({ id: allowed ? 'flow.model.noDepts' : 'flow.model.noPermission' })}
    />
  );
}

function RulePicker({ value, onChange, label, disabled }: PickerProps) {
  const intl = useIntl();
  return (
    <OptionSelect
      aria-label={label}
      options={APPROVER_RULES.map((rule) => ({
        value: rule,
        label: intl.formatMessage({ id: `flow.model.rule.${rule}` }),
      }))}
      emptyLabel={intl.formatMessage({ id: 'flow.model.selectRule' })}
      value={value[0] ?? ''}
      onChange={(rule) => onChange(rule ? [rule] : [])}
      disabled={disabled}
    />
  );
}

interface PickerProps {
  value: readonly string[];
  onChange(next: string[]): void;
  /** Names the control (审批人). */
  label: string;
  invalid?: boolean;
  disabled?: boolean;
}

/** The approver picker that fits the step's kind: users, roles (aliases), departments or a rule. */
export function ApproverPicker({ kind, ...props }: PickerProps & { kind: ApproverKind }) {
  if (kind === 'user') return <UserPicker {...props} />;
  if (kind === 'role') return <RolePicker {...props} />;
  if (kind === 'dept') return <DeptPicker {...props} />;
  return <RulePicker {...props} />;
}

/** Readable names of a step's approvers (read-only views): user names, role names, department names, rule labels. */
export function useApproverLabels(): (kind: string, id: string) => string {
  const intl = useIntl();
  const users = useQuery(
    FlowApproverUsersDocument,
    useCan('user') ? { variables: { page: { current: 1, size: 200 }, filter: {} } } : skipToken,
  );
  const roles = useQuery(FlowApproverRolesDocument, useCan('role') ? {} : skipToken);
  const depts = useQuery(FlowApproverDeptsDocument, useCan('dept') ? {} : skipToken);
  return useMemo(() => {
    const userNames = new Map((users.data?.users.records ?? []).map((u) => [u.id, u.realName || u.account]));
    const roleNames = new Map((roles.data?.roleTree ?? []).map((r) => [r.roleAlias, r.roleName]));
    const deptNames = new Map((depts.data?.deptTree ?? []).map((d) => [d.id, d.deptName]));
    return (kind: string, id: string) => {
      if (kind === 'user') return userNames.get(id) ?? id;
      if (kind === 'role') return roleNames.get(id) ?? id;
      if (kind === 'dept') return deptNames.get(id) ?? id;
      return intl.formatMessage({ id: `flow.model.rule.${id}`, defaultMessage: id });
    };
  }, [users.data, roles.data, depts.data, intl]);
}

/** The approvers of a step as one line: 角色：审批人、管理员. */
export function ApproverSummary({
  kind,
  approvers,
  labelOf,
}: {
  kind: string;
  approvers: readonly string[];
  labelOf(kind: string, id: string): string;
}) {
  const intl = useIntl();
  return (
    <HStack gap="1" wrap="wrap">
      <Text as="span" color="fg.muted">
        {intl.formatMessage({ id: `flow.model.kind.${kind}`, defaultMessage: kind })}：
      </Text>
      <Text as="span">{approvers.map((id) => labelOf(kind, id)).join('、')}</Text>
    </HStack>
  );
}
