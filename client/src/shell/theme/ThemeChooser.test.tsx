import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { applyThemeToDocument } from './storage';
import { ThemeChooser } from './ThemeChooser';
import { useThemeChoice } from './ThemeProvider';

function Current() {
  const { theme, effectivePrimary } = useThemeChoice();
  return (
    <output data-testid="current">
      {theme} {effectivePrimary}
    </output>
  );
}

const renderChooser = () =>
  renderWithApp(
    <>
      <ThemeChooser />
      <Current />
    </>,
    { link: operationLink({}).link },
  );

async function openChooser() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '主题设置' }));
  return { user, panel: await screen.findByRole('dialog', { name: '主题设置' }) };
}

afterEach(() => applyThemeToDocument('default'));

describe('ThemeChooser', () => {
  it('offers the 11 themes; a choice applies at once, is remembered and comes back after a reload', async () => {
    const first = renderChooser();
    const { user, panel } = await openChooser();
    const themes = within(panel).getByRole('radiogroup', { name: '主题' });
    expect(within(themes).getAllByRole('radio')).toHaveLength(11);
    expect(within(themes).getByRole('radio', { name: '默认主题' }).getAttribute('aria-checked')).toBe('true');

    await user.click(within(themes).getByRole('radio', { name: '黑色主题' }));
    expect(within(themes).getByRole('radio', { name: '黑色主题' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('current').textContent).toContain('dark #336ee0');
    expect(window.localStorage.getItem('zhuxie.theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(JSON.parse(window.localStorage.getItem('zhuxie.theme.boot') ?? '{}')).toEqual({
      name: 'dark',
      dark: true,
      bg: '#0b0d12',
    });

    // A reload: a fresh app reads the stored choice before its first render.
    first.unmount();
    renderChooser();
    expect(screen.getByTestId('current').textContent).toContain('dark #336ee0');
  });

  it('validates the custom primary colour, and remembers presets and valid colours', async () => {
    renderChooser();
    const { user, panel } = await openChooser();
    const field = within(panel).getByLabelText('自定义颜色');

    await user.type(field, '#12345');
    await user.click(within(panel).getByRole('button', { name: '应用' }));
    expect(within(panel).getByText('请输入有效的十六进制颜色，例如 #409EFF')).toBeTruthy();
    expect(window.localStorage.getItem('zhuxie.primaryColor')).toBeNull();
    expect(screen.getByTestId('current').textContent).toContain('default #2353d6');

    await user.clear(field);
    await user.type(field, '3A7{Enter}');
    expect(within(panel).queryByText('请输入有效的十六进制颜色，例如 #409EFF')).toBeNull();
    expect(window.localStorage.getItem('zhuxie.primaryColor')).toBe('#33aa77');
    expect(screen.getByTestId('current').textContent).toContain('default #33aa77');

    await user.click(within(panel).getByRole('button', { name: '使用颜色 #6959cd' }));
    expect(window.localStorage.getItem('zhuxie.primaryColor')).toBe('#6959cd');
    expect(within(panel).getByRole('button', { name: '使用颜色 #6959cd' }).getAttribute('aria-pressed')).toBe('true');

    // The custom colour stays when the theme changes; "the theme's own colour" forgets it.
    await user.click(within(panel).getByRole('radio', { name: 'lte主题' }));
    expect(screen.getByTestId('current').textContent).toContain('lte #6959cd');
    await user.click(within(panel).getByRole('button', { name: '恢复主题自带颜色' }));
    expect(window.localStorage.getItem('zhuxie.primaryColor')).toBeNull();
    expect(screen.getByTestId('current').textContent).toContain('lte #0069d9');
  });

  it('ignores damaged stored values', () => {
    window.localStorage.setItem('zhuxie.theme', 'neon');
    window.localStorage.setItem('zhuxie.primaryColor', 'not-a-colour');
    renderChooser();
    expect(screen.getByTestId('current').textContent).toContain('default #2353d6');
  });
});
