import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { awardTypeOf } from '@zhuxie/domain/award/award-types';
import { operationLink } from '../../../test/graphql';
import { renderWithApp } from '../../../test/render';
import { signInForTest } from '../../../test/session';
import { MaterialsEditor } from './MaterialsEditor';
import { applicationErrors, type FieldError, type FileRef, type Materials } from './rules';

const centuryCup = awardTypeOf('century_cup')!.form!;
const qualityStructure = awardTypeOf('quality_structure')!.form!;
const files = (n: number, prefix = 'p'): FileRef[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix}${i + 1}.jpg`,
    url: `/files/000000/${prefix}${i + 1}.jpg`,
    size: 1024,
  }));

/** Answers uploads as the storage engine does. */
class FakeXhr {
  static all: FakeXhr[] = [];
  status = 0;
  response: unknown = null;
  responseType = '';
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open() {}
  setRequestHeader() {}
  send() {}
  abort() {}
  async answer(link: string, originalName: string) {
    this.status = 200;
    this.response = {
      code: 200,
      success: true,
      msg: '操作成功',
      data: { link, name: link, originalName, attachId: 'a1' },
    };
    await act(async () => this.onload?.());
  }
}

function Harness({
  form = centuryCup,
  initial = {},
  errors,
  readOnly,
  changes = [],
}: {
  form?: typeof centuryCup;
  initial?: Materials;
  errors?: FieldError[];
  readOnly?: boolean;
  changes?: { value: Materials; field: string }[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <MaterialsEditor
      form={form}
      value={value}
      errors={errors}
      readOnly={readOnly}
      onChange={(next, field) => {
        changes.push({ value: next, field });
        setValue(next);
      }}
    />
  );
}

const render = (ui: React.ReactElement) => renderWithApp(ui, { link: operationLink({}).link });
const slot = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MaterialsEditor', () => {
  it('shows every slot with its label, required marker, accepted types, count out of 20 and the photo rule', () => {
    render(<Harness initial={{ gongchengzhaopian: files(3) }} />);
    const photos = slot('工程照片');
    expect(photos.getByLabelText('必填')).toBeTruthy();
    expect(photos.getByText('支持类型：图片；至少15张')).toBeTruthy();
    expect(photos.getByText('已上传 3/20 个文件')).toBeTruthy();
    expect(photos.getByRole('listitem', { name: 'p1.jpg' })).toBeTruthy();
    expect(slot('影像材料').getByLabelText('必填')).toBeTruthy();
    expect(slot('申报表').queryByLabelText('必填')).toBeNull();
    expect(slot('申报表').getByText('支持类型：PDF、DOC、DOCX、XLS、XLSX、图片')).toBeTruthy();
    expect(slot('文字材料').getByText('已上传 0/20 个文件')).toBeTruthy();
  });

  it('the quality structure variant says at most 15 photos, and says so as the files are added', () => {
    render(<Harness form={qualityStructure} initial={{ gongchengzhaopian: files(16) }} />);
    expect(slot('工程照片').getByText('支持类型：图片；最多15张')).toBeTruthy();
    expect(slot('工程照片').getByText('工程照片不能超过15张')).toBeTruthy();
    const slots = screen.getAllByRole('region').filter((r) => r.hasAttribute('aria-labelledby'));
    expect(slots.map((r) => document.getElementById(r.getAttribute('aria-labelledby')!)?.textContent)).toEqual(
      qualityStructure.materials.map((m) => m.label),
    );
  });

  it('refuses more than 20 files with the spec message, from the value and from a choice', () => {
    render(<Harness initial={{ wenzicailiao: files(21, 'w'), shenbaobiao: files(19, 's') }} />);
    expect(slot('文字材料').getByText('最多上传20个文件，超出请合并成pdf进行上传')).toBeTruthy();
    expect(screen.getByRole('region', { name: '文字材料' }).getAttribute('aria-describedby')).toBe(
      slot('文字材料').getByText('最多上传20个文件，超出请合并成pdf进行上传').id,
    );
    const declaration = slot('申报表');
    expect(declaration.getByText('已上传 19/20 个文件')).toBeTruthy();
    const two = [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf')];
    fireEvent.change(declaration.getByTestId('upload-input'), { target: { files: two } });
    expect(declaration.getByRole('alert').textContent).toBe('最多上传20个文件，超出请合并成pdf进行上传');
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('uploads through the storage engine and reports the slot that changed', async () => {
    const changes: { value: Materials; field: string }[] = [];
    render(<Harness changes={changes} />);
    fireEvent.change(slot('影像材料').getByTestId('upload-input'), {
      target: { files: [new File(['x'], 'video.mp4')] },
    });
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await FakeXhr.all[0]!.answer('/files/000000/v.mp4', 'video.mp4');
    expect(changes.at(-1)).toEqual({
      field: 'materials.yingxiangcailiao',
      value: { yingxiangcailiao: [{ name: 'video.mp4', url: '/files/000000/v.mp4', size: 1 }] },
    });
    expect(slot('影像材料').getByText('已上传 1/20 个文件')).toBeTruthy();
  });

  it('removes one file of a slot, even when the same file was added twice', () => {
    const changes: { value: Materials; field: string }[] = [];
    const same = { name: 'a.pdf', url: '/files/000000/a.pdf' };
    render(
      <Harness
        changes={changes}
        initial={{ wenzicailiao: [same, { name: 'b.pdf', url: '/files/000000/b.pdf' }, same] }}
      />,
    );
    const removes = slot('文字材料').getAllByRole('button', { name: '移除 a.pdf' });
    fireEvent.click(removes[1]!);
    expect(changes.at(-1)).toEqual({
      field: 'materials.wenzicailiao',
      value: { wenzicailiao: [same, { name: 'b.pdf', url: '/files/000000/b.pdf' }] },
    });
    expect(slot('文字材料').getByText('已上传 2/20 个文件')).toBeTruthy();
  });

  it("shows a submission's messages under their slots (applicationErrors)", () => {
    const materials = { gongchengzhaopian: files(3) };
    const errors = applicationErrors(centuryCup, { values: {}, participants: {}, materials }).filter((e) =>
      e.field.startsWith('materials.'),
    );
    expect(errors).toEqual([
      { field: 'materials.gongchengzhaopian', message: '工程照片不能少于15张' },
      { field: 'materials.yingxiangcailiao', message: '请上传影像材料' },
    ]);
    render(<Harness initial={materials} errors={errors} />);
    expect(slot('工程照片').getByText('工程照片不能少于15张')).toBeTruthy();
    expect(slot('影像材料').getByText('请上传影像材料')).toBeTruthy();
    expect(slot('申报表').queryByText(/请|不能/)).toBeNull();
  });

  it('read-only renders photo thumbnails, download links with a PDF preview, and no inputs', () => {
    render(
      <Harness
        readOnly
        initial={{ gongchengzhaopian: files(2), shenbaobiao: [{ name: '申报表.pdf', url: '/files/000000/sb.pdf' }] }}
      />,
    );
    expect(screen.queryByTestId('upload-input')).toBeNull();
    // The only buttons view files: photos open the lightbox, the PDF its preview.
    expect(screen.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      '查看图片 p1.jpg',
      '查看图片 p2.jpg',
      '预览 申报表.pdf',
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    const link = slot('申报表').getByRole('link', { name: '申报表.pdf' });
    expect(link.getAttribute('href')).toBe('/files/000000/sb.pdf');
    expect(slot('工程照片').getAllByRole('button', { name: /^查看图片/ })).toHaveLength(2);
    expect(slot('工程照片').getByText('p2.jpg')).toBeTruthy();
    expect(slot('影像材料').getByText('未上传')).toBeTruthy();
    expect(screen.queryByText('必填')).toBeNull();
  });
});
