import { ApolloLink } from '@apollo/client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../form';
import { renderWithApp } from '../../test/render';
import { nestByParent } from './tree';
import { TreeSelect } from './TreeSelect';

const DEPTS = [
  { id: 'hq', name: '总部', kind: 1 },
  { id: 'office', parentId: 'hq', name: '办公室', kind: 1 },
  { id: 'team', parentId: 'office', name: '秘书组', kind: 2 },
  { id: 'branch', name: '分会', kind: 1 },
];
const noLink = new ApolloLink(() => {
  throw new Error('no request expected');
});

function renderSelect(props: {
  exclude?: string;
  selectable?: (row: (typeof DEPTS)[number]) => boolean;
  value?: string;
  onChange?: (v: string) => void;
}) {
  renderWithApp(
    <FormField label="上级机构">
      <TreeSelect
        nodes={nestByParent(DEPTS)}
        label={(d) => d.name}
        value={props.value ?? ''}
        onChange={props.onChange ?? vi.fn()}
        emptyLabel="顶级"
        exclude={props.exclude}
        selectable={props.selectable}
      />
    </FormField>,
    { link: noLink },
  );
  return screen.getByLabelText('上级机构') as HTMLSelectElement;
}

const optionTexts = (select: HTMLSelectElement) => [...select.options].map((o) => o.textContent);

describe('TreeSelect', () => {
  it('lists the tree in order, indented by depth, after the empty choice; the field names it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const select = renderSelect({ onChange });
    expect(optionTexts(select)).toEqual(['顶级', '总部', '\u3000办公室', '\u3000\u3000秘书组', '分会']);
    await user.selectOptions(select, 'office');
    expect(onChange).toHaveBeenCalledWith('office');
  });

  it('leaves out the excluded node and everything under it (a record cannot move under itself)', () => {
    const select = renderSelect({ exclude: 'office', value: 'hq' });
    expect(optionTexts(select)).toEqual(['顶级', '总部', '分会']);
    expect(select.value).toBe('hq');
  });

  it('greys out nodes that cannot be chosen, and keeps an unknown value visible', () => {
    const select = renderSelect({ selectable: (d) => d.kind === 1, value: 'gone' });
    const team = [...select.options].find((o) => o.value === 'team')!;
    expect(team.disabled).toBe(true);
    expect(select.value).toBe('gone');
  });
});
