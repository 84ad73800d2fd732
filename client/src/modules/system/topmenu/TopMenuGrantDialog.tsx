import { useMutation, useQuery } from '@apollo/client/react';
import { Dialog, Text } from '@chakra-ui/react';
import { type FormEvent, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { readApiProblem } from '../../../engine/apollo/errors';
import { CheckboxTree, DialogError, DialogFrame, DialogLoading, FormFooter, nestByParent } from '../../../engine/crud';
import { notify } from '../../../engine/feedback/toaster';
import {
  GrantTopMenusDocument,
  TopMenuGrantDialogDocument,
  type TopMenuGrantDialogQuery,
} from '../../../generated/graphql';

type Chosen = ReadonlyArray<{ id: string; name: string }>;

export interface TopMenuGrantDialogProps {
  /** The top menus to configure; null closes the dialog. */
  topMenus: Chosen | null;
  onClose(): void;
}

/** 菜单配置: which menus a top menu shows. Saving replaces the menus of every chosen top menu. */
export function TopMenuGrantDialog({ topMenus, onClose }: TopMenuGrantDialogProps) {
  return (
    <DialogFrame
      open={topMenus !== null}
      onClose={onClose}
      size="lg"
      divider
      lazy
      closeOnInteractOutside={false}
      title={<FormattedMessage id="system.topmenu.setting.title" />}
    >
      {topMenus && <SettingLoader key={topMenus.map((m) => m.id).join(',')} topMenus={topMenus} onClose={onClose} />}
    </DialogFrame>
  );
}

function SettingLoader({ topMenus, onClose }: { topMenus: Chosen; onClose(): void }) {
  const { data, error } = useQuery(TopMenuGrantDialogDocument, {
    variables: { topMenuIds: topMenus.map((m) => m.id) },
    fetchPolicy: 'network-only',
  });
  if (error) return <DialogError error={error} onClose={onClose} />;
  if (!data) return <DialogLoading lines={6} />;
  return <SettingForm topMenus={topMenus} data={data} onClose={onClose} />;
}

function SettingForm({
  topMenus,
  data,
  onClose,
}: {
  topMenus: Chosen;
  data: TopMenuGrantDialogQuery;
  onClose(): void;
}) {
  const intl = useIntl();
  const [menuIds, setMenuIds] = useState<string[]>(() => [...data.topMenuGrant]);
  const [grantTopMenus, { loading: saving }] = useMutation(GrantTopMenusDocument);
  // A top menu switches between menus, not buttons.
  const nodes = useMemo(() => nestByParent(data.topMenuGrantTree), [data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await grantTopMenus({ variables: { input: { topMenuIds: topMenus.map((m) => m.id), menuIds } } });
    } catch (failure) {
      const problem = readApiProblem(failure);
      if (problem) notify('error', { text: problem.message });
      return;
    }
    notify('success', { id: 'common.operationSuccess' });
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'system.topmenu.setting.title' })}>
      <Dialog.Body py="4">
        <Text textStyle="sm" color="fg.muted" mb="3">
          <FormattedMessage
            id="system.topmenu.setting.topMenus"
            values={{ names: topMenus.map((m) => m.name).join('、') }}
          />
        </Text>
        <CheckboxTree
          aria-label={intl.formatMessage({ id: 'system.topmenu.setting.menus' })}
          nodes={nodes}
          label={(m) => m.name}
          value={menuIds}
          onChange={setMenuIds}
          defaultExpandDepth={1}
          controls
          maxH="55vh"
        />
      </Dialog.Body>
      <FormFooter saving={saving} onClose={onClose} />
    </form>
  );
}
