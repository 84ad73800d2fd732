import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { cleanPastedHtml, isAllowedLink, ownFilePath } from './editorHtml';
import { RichTextEditor } from './RichTextEditor';

describe('editor helpers', () => {
  it('allows http(s), mailto, tel and site-relative links only', () => {
    for (const ok of [
      'https://example.org/a?b=1',
      'http://x.cn',
      'mailto:a@b.cn',
      'tel:+862412345678',
      '/articleManager/list',
    ])
      expect(isAllowedLink(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '//evil.example', 'vbscript:x', 'https://a b', ''])
      expect(isAllowedLink(bad)).toBe(false);
  });

  it('keeps only the path of our own stored files', () => {
    expect(ownFilePath('http://127.0.0.1:3000/files/000000/20261126/019a.png')).toBe('/files/000000/20261126/019a.png');
    expect(ownFilePath('https://elsewhere.example/a.png')).toBe('https://elsewhere.example/a.png');
  });

  it('cleans what Word pastes', () => {
    const word =
      '<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><meta charset="utf-8"><style>p.MsoNormal{margin:0}</style></head><body><!--[if gte mso 9]><xml><o:DocumentProperties></o:DocumentProperties></xml><![endif]--><p class="MsoNormal" style="mso-margin-top-alt:auto;text-align:center;font-size:12pt"><span lang="EN-US" style="mso-bidi-font-family:Calibri">正文</span><o:p></o:p></p></body></html>';
    const clean = cleanPastedHtml(word);
    expect(clean).not.toMatch(/mso|Mso|<o:|<style|<meta|<!--/);
    expect(clean).toContain('<p style="text-align: center"><span lang="EN-US">正文</span></p>');
  });
});

describe('RichTextEditor (Tiptap)', () => {
  function renderEditor(value = '<h2>标题</h2><p>正文</p>') {
    const onChange = vi.fn();
    renderWithApp(<RichTextEditor value={value} onChange={onChange} label="正文" />, { link: operationLink({}).link });
    return onChange;
  }

  it('loads lazily and shows the content in a labelled textbox with a labelled toolbar', async () => {
    renderEditor();
    const box = await screen.findByRole('textbox', { name: '正文' });
    expect(box.querySelector('h2')?.textContent).toBe('标题');
    const toolbar = screen.getByRole('toolbar', { name: '正文格式' });
    for (const name of [
      '加粗',
      '斜体',
      '标题',
      '无序列表',
      '有序列表',
      '插入链接',
      '插入图片',
      '插入表格',
      '居中',
      '撤销',
    ])
      expect(within(toolbar).getByRole('button', { name })).toBeTruthy();
    // Table tools only make sense inside a table.
    expect((within(toolbar).getByRole('button', { name: '删除表格' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('inserts a table and reports the HTML', async () => {
    const onChange = renderEditor('<p>x</p>');
    await screen.findByRole('textbox', { name: '正文' });
    fireEvent.click(screen.getByRole('button', { name: '插入表格' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const html = onChange.mock.calls.at(-1)![0] as string;
    expect(html).toContain('<table');
    expect(html).toContain('<th');
  });

  it('asks for a link in a popover and refuses javascript: (no window.prompt)', async () => {
    const prompt = vi.spyOn(window, 'prompt');
    renderEditor('<p>x</p>');
    await screen.findByRole('textbox', { name: '正文' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '插入链接' }));
    const address = await screen.findByRole('textbox', { name: '链接地址' });
    await user.clear(address);
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText(/链接地址无效/)).toBeTruthy();
    expect(prompt).not.toHaveBeenCalled();
  });
});
