import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { type FormEvent, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { evictList } from '../../../engine/apollo/cache';
import {
  FormFooter,
  integer,
  nestByParent,
  OptionSelect,
  optionalInt,
  optionalText,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  TreeSelect,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import {
  type DeptFieldsFragment,
  DeptDocument,
  DeptTreeDocument,
  SubmitDeptDocument,
} from '../../../generated/graphql';
import { LOGIN_TYPES } from './deptOptions';

interface DeptFormValues extends Record<string, string> {
  parentId: string;
  deptName: string;
  fullName: string;
  loginType: string;
  sort: string;
  remark: string;
}

export interface DeptFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create (optionally under a chosen parent), edit or view one department. */
export function DeptFormDialog({ state, onClose, onSaved }: DeptFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      titles={{
        create: <FormattedMessage id="system.dept.form.createTitle" />,
        edit: <FormattedMessage id="system.dept.form.editTitle" />,
        view: <FormattedMessage id="system.dept.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <DeptForm mode="create" preset={open.preset} onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={DeptDocument} id={open.id} select={(data) => data.dept} onClose={onClose}>
            {(dept) => <DeptForm mode={open.mode} dept={dept} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

interface DeptFormProps {
  mode: 'create' | 'edit' | 'view';
  dept?: DeptFieldsFragment;
  preset?: Readonly<Record<string, string>>;
  onClose(): void;
  onSaved(): void;
}

function DeptForm({ mode, dept, preset, onClose, onSaved }: DeptFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const { data: treeData } = useQuery(DeptTreeDocument);
  const nodes = useMemo(() => nestByParent(treeData?.deptTree ?? []), [treeData]);

  const rules = useMemo<Rules<DeptFormValues>>(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      deptName: [required(m('system.dept.form.deptNameRequired'))],
      loginType: [required(m('system.dept.form.loginTypeRequired'))],
      sort: [integer(m('common.form.integer'))],
    };
  }, [intl]);
  const form = useForm<DeptFormValues>({
    initialValues: dept
      ? {
          parentId: dept.parentId ?? '',
          deptName: dept.deptName,
          fullName: dept.fullName ?? '',
          loginType: dept.loginType,
          sort: String(dept.sort),
          remark: dept.remark ?? '',
        }
      : { parentId: preset?.parentId ?? '', deptName: '', fullName: '', loginType: 'award', sort: '0', remark: '' },
    rules,
  });
  const [submitDept, { loading: saving }] = useMutation(SubmitDeptDocument, {
    update: (cache) => {
      evictList(cache, 'deptTree');
      evictList(cache, 'depts');
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || !form.validate()) return;
    const v = form.values;
    const saved = await saveForm(
      form,
      () =>
        submitDept({
          variables: {
            input: {
              ...(dept ? { id: dept.id, version: dept.version } : {}),
              parentId: v.parentId || null,
              deptName: v.deptName.trim(),
              fullName: optionalText(v.fullName),
              loginType: v.loginType,
              sort: optionalInt(v.sort),
              remark: optionalText(v.remark),
            },
          },
        }),
      { updating: Boolean(dept) },
    );
    if (saved) onSaved();
  };

  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const variant = readOnly ? 'subtle' : 'outline';

  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.dept.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <FormField label={t('system.dept.parent')} error={form.errors.parentId} readOnly={readOnly}>
            <TreeSelect
              name="parentId"
              nodes={nodes}
              label={(d) => d.deptName}
              value={form.values.parentId}
              onChange={(value) => form.setValue('parentId', value)}
              emptyLabel={t('common.topLevel')}
              exclude={dept?.id}
              disabled={readOnly}
            />
          </FormField>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('system.dept.deptName')} error={form.errors.deptName} required readOnly={readOnly}>
              <Input
                {...form.field('deptName')}
                variant={variant}
                placeholder={placeholder(t('system.dept.deptName'))}
                autoComplete="off"
                maxLength={100}
              />
            </FormField>
            <FormField label={t('system.dept.fullName')} error={form.errors.fullName} readOnly={readOnly}>
              <Input
                {...form.field('fullName')}
                variant={variant}
                placeholder={placeholder(t('system.dept.fullName'))}
                autoComplete="off"
                maxLength={255}
              />
            </FormField>
            <FormField label={t('system.dept.loginType')} error={form.errors.loginType} required readOnly={readOnly}>
              <OptionSelect
                name="loginType"
                options={LOGIN_TYPES.map((value) => ({ value, label: t(`system.dept.loginType.${value}`) }))}
                value={form.values.loginType}
                onChange={(value) => form.setValue('loginType', value)}
                disabled={readOnly}
              />
            </FormField>
            <FormField label={t('system.dept.sort')} error={form.errors.sort} readOnly={readOnly}>
              <Input {...form.field('sort')} type="number" inputMode="numeric" variant={variant} />
            </FormField>
          </SimpleGrid>
          <FormField label={t('system.dept.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea
              {...form.field('remark')}
              variant={variant}
              placeholder={placeholder(t('system.dept.remark'))}
              rows={3}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}
