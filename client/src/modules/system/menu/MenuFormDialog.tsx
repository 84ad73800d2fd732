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
  pattern,
  RecordDialog,
  type RecordDialogState,
  RecordLoader,
  saveForm,
  TreeSelect,
  validateForm,
} from '../../../engine/crud';
import { FormField, required, type Rules, useForm } from '../../../engine/form';
import {
  type MenuFieldsFragment,
  MenuDocument,
  MenuTreeDocument,
  SubmitMenuDocument,
} from '../../../generated/graphql';

/** The server's rule for menu codes (they are the permission codes). */
const MENU_CODE = /^[A-Za-z][\w:-]{0,99}$/;
export const MENU_CATEGORY = { menu: '1', button: '2' } as const;

interface MenuFormValues extends Record<string, string> {
  parentId: string;
  category: string;
  name: string;
  nameEn: string;
  code: string;
  alias: string;
  path: string;
  source: string;
  sort: string;
  isAuth: string;
  isTab: string;
  roles: string;
  remark: string;
}

export interface MenuFormDialogProps {
  state: RecordDialogState | null;
  onClose(): void;
  onSaved(): void;
}

/** Create (optionally under a chosen menu), edit or view one menu or button. */
export function MenuFormDialog({ state, onClose, onSaved }: MenuFormDialogProps) {
  return (
    <RecordDialog
      state={state}
      onClose={onClose}
      size="xl"
      titles={{
        create: <FormattedMessage id="system.menu.form.createTitle" />,
        edit: <FormattedMessage id="system.menu.form.editTitle" />,
        view: <FormattedMessage id="system.menu.form.viewTitle" />,
      }}
    >
      {(open) =>
        open.mode === 'create' ? (
          <MenuForm mode="create" preset={open.preset} onClose={onClose} onSaved={onSaved} />
        ) : (
          <RecordLoader document={MenuDocument} id={open.id} select={(data) => data.menu} onClose={onClose}>
            {(menu) => <MenuForm mode={open.mode} menu={menu} onClose={onClose} onSaved={onSaved} />}
          </RecordLoader>
        )
      }
    </RecordDialog>
  );
}

interface MenuFormProps {
  mode: 'create' | 'edit' | 'view';
  menu?: MenuFieldsFragment;
  preset?: Readonly<Record<string, string>>;
  onClose(): void;
  onSaved(): void;
}

/** Role aliases typed as a list: 'administrator, approver' -> ['administrator', 'approver']. */
const splitRoles = (text: string) => [
  ...new Set(
    text
      .split(/[,，\s]+/)
      .map((r) => r.trim())
      .filter(Boolean),
  ),
];

function MenuForm({ mode, menu, preset, onClose, onSaved }: MenuFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const readOnly = mode === 'view';
  const { data: treeData } = useQuery(MenuTreeDocument);
  const nodes = useMemo(() => nestByParent(treeData?.menuTree ?? []), [treeData]);

  const rules = useMenuRules();
  const form = useForm<MenuFormValues>({
    initialValues: menu
      ? {
          parentId: menu.parentId ?? '',
          category: String(menu.category),
          name: menu.name,
          nameEn: menu.nameEn ?? '',
          code: menu.code,
          alias: menu.alias ?? '',
          path: menu.path ?? '',
          source: menu.source ?? '',
          sort: String(menu.sort),
          isAuth: menu.isAuth ? '1' : '0',
          isTab: menu.isTab ? '1' : '0',
          roles: menu.roles.join(', '),
          remark: menu.remark ?? '',
        }
      : {
          parentId: preset?.parentId ?? '',
          category: preset?.category ?? MENU_CATEGORY.menu,
          name: '',
          nameEn: '',
          code: '',
          alias: '',
          path: '',
          source: '',
          sort: '0',
          isAuth: '1',
          isTab: '1',
          roles: '',
          remark: '',
        },
    rules,
  });
  const isButton = form.values.category === MENU_CATEGORY.button;
  const [submitMenu, { loading: saving }] = useMutation(SubmitMenuDocument, {
    update: (cache) => {
      evictList(cache, 'menuTree');
      evictList(cache, 'menus');
      evictList(cache, 'myMenus');
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (readOnly) return;
    const valid = validateForm(form, rules, (v) =>
      v.category === MENU_CATEGORY.button
        ? { parentId: v.parentId ? undefined : t('system.menu.form.parentRequired') }
        : { path: v.path.trim() ? undefined : t('system.menu.form.pathRequired') },
    );
    if (!valid) return;
    const v = form.values;
    const input = {
      ...(menu ? { id: menu.id, version: menu.version } : {}),
      parentId: v.parentId || null,
      category: Number(v.category),
      name: v.name.trim(),
      nameEn: optionalText(v.nameEn),
      code: v.code.trim(),
      alias: optionalText(v.alias),
      path: optionalText(v.path),
      source: optionalText(v.source),
      sort: optionalInt(v.sort),
      isAuth: v.isAuth === '1',
      isTab: v.isTab === '1',
      roles: splitRoles(v.roles),
      remark: optionalText(v.remark),
    };
    if (await saveForm(form, () => submitMenu({ variables: { input } }), { updating: Boolean(menu) })) onSaved();
  };

  const placeholder = (label: string) =>
    readOnly ? undefined : intl.formatMessage({ id: 'common.inputPlaceholder' }, { label });
  const variant = readOnly ? 'subtle' : 'outline';
  const yesNo = [
    { value: '1', label: t('common.yes') },
    { value: '0', label: t('common.no') },
  ];
  const text = (
    name: 'name' | 'nameEn' | 'code' | 'alias' | 'path' | 'source',
    options: { required?: boolean; mono?: boolean; max?: number } = {},
  ) => (
    <FormField
      label={t(`system.menu.${name}`)}
      error={form.errors[name]}
      required={options.required}
      readOnly={readOnly}
    >
      <Input
        {...form.field(name)}
        variant={variant}
        placeholder={placeholder(t(`system.menu.${name}`))}
        autoComplete="off"
        maxLength={options.max ?? 255}
        fontFamily={options.mono ? 'mono' : undefined}
      />
    </FormField>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t(`system.menu.form.${mode}Title`)}>
      <Dialog.Body py="6">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            <FormField label={t('system.menu.category')} error={form.errors.category} required readOnly={readOnly}>
              <OptionSelect
                name="category"
                options={Object.values(MENU_CATEGORY).map((value) => ({
                  value,
                  label: t(`system.menu.category.${value}`),
                }))}
                value={form.values.category}
                onChange={(value) => form.setValue('category', value)}
                disabled={readOnly}
              />
            </FormField>
            <FormField
              label={t('system.menu.parent')}
              error={form.errors.parentId}
              required={isButton}
              readOnly={readOnly}
            >
              <TreeSelect
                name="parentId"
                nodes={nodes}
                label={(m) => m.name}
                value={form.values.parentId}
                onChange={(value) => form.setValue('parentId', value)}
                emptyLabel={t('common.topLevel')}
                exclude={menu?.id}
                selectable={(m) => m.category === 1}
                disabled={readOnly}
              />
            </FormField>
            {text('name', { required: true, max: 100 })}
            {text('nameEn', { max: 100 })}
            {text('code', { required: true, mono: true, max: 100 })}
            {text('path', { required: !isButton, mono: true })}
            {text('alias', { max: 100 })}
            {text('source', { max: 100 })}
            <FormField label={t('system.menu.sort')} error={form.errors.sort} readOnly={readOnly}>
              <Input {...form.field('sort')} type="number" inputMode="numeric" variant={variant} />
            </FormField>
            {!isButton && (
              <>
                <FormField label={t('system.menu.isAuth')} readOnly={readOnly}>
                  <OptionSelect
                    name="isAuth"
                    options={yesNo}
                    value={form.values.isAuth}
                    onChange={(value) => form.setValue('isAuth', value)}
                    disabled={readOnly}
                  />
                </FormField>
                <FormField label={t('system.menu.isTab')} readOnly={readOnly}>
                  <OptionSelect
                    name="isTab"
                    options={yesNo}
                    value={form.values.isTab}
                    onChange={(value) => form.setValue('isTab', value)}
                    disabled={readOnly}
                  />
                </FormField>
              </>
            )}
          </SimpleGrid>
          {!isButton && (
            <FormField
              label={t('system.menu.roles')}
              error={form.errors.roles}
              readOnly={readOnly}
              helperText={readOnly ? undefined : t('system.menu.form.rolesHelp')}
            >
              <Input {...form.field('roles')} variant={variant} autoComplete="off" fontFamily="mono" />
            </FormField>
          )}
          <FormField label={t('system.menu.remark')} error={form.errors.remark} readOnly={readOnly}>
            <Textarea
              {...form.field('remark')}
              variant={variant}
              placeholder={placeholder(t('system.menu.remark'))}
              rows={2}
            />
          </FormField>
        </Stack>
      </Dialog.Body>
      <FormFooter readOnly={readOnly} saving={saving} onClose={onClose} />
    </form>
  );
}

/** The menu form's rules; path is needed by menus, a parent by buttons (the server's rules). */
function useMenuRules(): Rules<MenuFormValues> {
  const intl = useIntl();
  return useMemo(() => {
    const m = (id: string) => intl.formatMessage({ id });
    return {
      name: [required(m('system.menu.form.nameRequired'))],
      code: [required(m('system.menu.form.codeRequired')), pattern(MENU_CODE, m('system.menu.form.codeInvalid'))],
      sort: [integer(m('common.form.integer'))],
    };
  }, [intl]);
}
