import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { nestByParent, TreeSelect } from '../../../engine/crud';
import { ScopeMenuOptionsDocument } from '../../../generated/graphql';

/** The menu a scope belongs to (optional): the menu tree, menus only. */
export function ScopeMenuSelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const { data } = useQuery(ScopeMenuOptionsDocument);
  const nodes = useMemo(() => nestByParent((data?.menuTree ?? []).filter((m) => m.category === 1)), [data]);
  return (
    <TreeSelect
      name="menuId"
      nodes={nodes}
      label={(m) => m.name}
      value={value}
      onChange={onChange}
      emptyLabel={intl.formatMessage({ id: 'common.none' })}
      disabled={disabled}
    />
  );
}
