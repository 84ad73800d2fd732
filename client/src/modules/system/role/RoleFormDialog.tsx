import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  integer,
  nestByParent,
  optionalInt,
  optionalText,
  pattern,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  TreeSelect,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import {
  type RoleFieldsFragment,
  RoleDocument,
  RoleTreeDocument,
  SubmitRoleDocument,
} from '../../../generated/graphql';

/** The server's rule for role aliases (menu meta roles name them). */
const ROLE_ALIAS = /^[A-Za-z][\w-]{0,99}$/;

interface RoleFormValues extends Record<string, string> {
  parentId: string;
  roleName: string;
  roleAlias: string;
  sort: string;
  remark: string;
}

export interface RoleFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create (optionally under a chosen parent), edit or view one role. */
export function RoleFormDialog({ state, onClose, onSaved }: RoleFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="system.role.form.createTitle" />,
        edit: <FormattedMessage id="system.role.form.editTitle" />,
        view: <FormattedMessage id="system.role.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <RoleForm mode="create" preset={open.preset} onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={RoleDocument} id={open.id} select={(data) => data.role} onClose={onClose}>
            {(role) => <RoleForm mode={open.mode} role={role} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

interface RoleFormProps {
  mode: 'create' | 'edit' | 'view';
  role?: RoleFieldsFragment;
  preset?: Readonly<Record<string, string>>;
  onClose(): void;
  onSaved(): void;
}

function RoleForm({ mode, role, preset, onClose, onSaved }: RoleFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const { data: treeData } = useQuery(RoleTreeDocument);
  const nodes = useMemo(() => nestByParent(treeData?.roleTree ?? []), [treeData]);

  const rules = useMemo<Rules<RoleFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      roleName: [required(m('system.role.form.roleNameRequired'))],
      roleAlias: [
        required(m('system.role.form.roleAliasRequired')),
        pattern(ROLE_ALIAS, m('system.role.form.roleAliasInvalid')),
      ],
      sort: [integer(m('common.form.integer'))],
    };
  }, [intl]);
  const form = useForm<RoleFormValues>({
    initialValues: role
      ? {
          parentId: role.parentId ?? '',
          roleName: role.roleName,
          roleAlias: role.roleAlias,
          sort: String(role.sort),
          remark: role.remark ?? '',
        }
      : { parentId: preset?.parentId ?? '', roleName: '', roleAlias: '', sort: '0', remark: '' },
    rules,
  });
  const [submitRole, { loading: saving }] = useMutation(SubmitRoleDocument, {
    update: (cache) => {
      evictList(cache, 'roleTree');
      evictList(cache, 'roles');
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const input = {
      ...(role ? { id: role.id, version: role.version } : {}),
      parentId: v.parentId || null,
      roleName: v.roleName.trim(),
      roleAlias: v.roleAlias.trim(),
      sort: optionalInt(v.sort),
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submitRole({ variables: { input } }), { updating: Boolean(role) })) onSaved();
  };

  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const variant = readOnly ? 'subtle' : 'outline';

  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.role.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('system.role.parent')} error={form.errors.parentId} readOnly={readOnly}>
            <TreeSelect
              name="parentId"
              nodes={nodes}
              label={(r) => r.roleName}
              value={form.values.parentId}
              onChange={(value) => form.setValue('parentId', value)}
              emptyLabel={t('common.topLevel')}
              exclude={role?.id}
              disabled={readOnly}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('system.role.roleName')} error={form.errors.roleName} required readOnly={readOnly}>
              <Input
                {...form.field('roleName')}
                variant={variant}
                placeholder={placeholder(t('system.role.roleName'))}
                autoComplete="off"
                maxLength={100}
              />
            </FormField>
            <FormField
              label={t('system.role.roleAlias')}
              error={form.errors.roleAlias}
              required
              readOnly={readOnly}
              helperText={readOnly ? undefined : t('system.role.form.roleAliasHelp')}
            >
              <Input
                {...form.field('roleAlias')}
                variant={variant}
                placeholder={placeholder(t('system.role.roleAlias'))}
                autoComplete="off"
                maxLength={100}
                fontFamily="mono"
              />
            </FormField>
            <FormField label={t('system.role.sort')} error={form.errors.sort} readOnly={readOnly}>
              <Input {...form.field('sort')} type="number" inputMode="numeric" variant={variant} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('system.role.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea
              {...form.field('remark')}
              variant={variant}
              placeholder={placeholder(t('system.role.remark'))}
              rows={3}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
