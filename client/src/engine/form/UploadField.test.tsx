import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { operationLink } from '../../test/graphql';
import { renderWithApp } from '../../test/render';
import { signInForTest } from '../../test/session';
import type { UploadFile } from './upload';
import { UploadField } from './UploadField';

/** A stand-in XMLHttpRequest the test drives: progress events, then an answer. */
class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  response: unknown = null;
  responseType = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }
  async answer(status: number, body: unknown) {
    this.status = status;
    this.response = body;
    await act(async () => this.onload?.());
  }
  get fileName() {
    return (this.body?.get('file') as File | null)?.name;
  }
}

const ok = (name: string, n: number) => ({
  code: 200,
  success: true,
  msg: '操作成功',
  data: {
    link: `http://files.test/files/000000/20260101/${n}.png`,
    name: `000000/20260101/${n}.png`,
    originalName: name,
    attachId: `a${n}`,
  },
});
const file = (name: string, size = 10, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

/** The field with its value kept in state, as a form keeps it. */
function Harness({
  initial = [],
  max,
  onChange,
}: {
  initial?: UploadFile[];
  max?: number;
  onChange?: (files: UploadFile[]) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <UploadField
      value={value}
      max={max}
      label="附件"
      onChange={(files) => {
        setValue(files);
        onChange?.(files);
      }}
    />
  );
}

const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
const item = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  signInForTest();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('UploadField', () => {
  it('uploads one file at a time with the session headers: pending, progress, then success', async () => {
    const changes: UploadFile[][] = [];
    renderWithApp(<Harness onChange={(f) => changes.push(f)} />, { link: operationLink({}).link });
    expect(screen.getByText('已上传 0/20 个文件')).toBeTruthy();
    choose(file('a.png', 100), file('b.pdf', 50, 'application/pdf'));

    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    const first = FakeXhr.all[0]!;
    expect(first).toMatchObject({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file-attach',
      headers: { 'Blade-Auth': 'bearer test-access', 'Tenant-Id': '000000' },
      fileName: 'a.png',
    });
    expect(within(item('b.pdf')).getByText('等待上传')).toBeTruthy();

    first.progress(40, 100);
    expect(within(item('a.png')).getByText('上传中 40%')).toBeTruthy();
    expect(within(item('a.png')).getByRole('progressbar')).toBeTruthy();

    await first.answer(200, ok('a.png', 1));
    expect(within(item('a.png')).getByText('上传成功')).toBeTruthy();
    expect(within(item('a.png')).getByRole('img', { name: 'a.png' }).getAttribute('src')).toBe(
      'http://files.test/files/000000/20260101/1.png',
    );

    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    expect(FakeXhr.all[1]!.fileName).toBe('b.pdf');
    await FakeXhr.all[1]!.answer(200, ok('b.pdf', 2));
    expect(changes.at(-1)).toEqual([
      { name: 'a.png', url: 'http://files.test/files/000000/20260101/1.png', uid: expect.any(String), size: 100 },
      { name: 'b.pdf', url: 'http://files.test/files/000000/20260101/2.png', uid: expect.any(String), size: 50 },
    ]);
    expect(screen.getByText('已上传 2/20 个文件')).toBeTruthy();
  });

  it('adds each finished upload to the one before, even when the form has not rendered the first yet', async () => {
    const changes: UploadFile[][] = [];
    // The form has not rendered the new value when the next upload ends (as on a loaded machine): the value stays [].
    renderWithApp(<UploadField value={[]} label="附件" onChange={(f) => changes.push(f)} />, {
      link: operationLink({}).link,
    });
    choose(file('a.png'), file('b.png'));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await FakeXhr.all[0]!.answer(200, ok('a.png', 1));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(2));
    await FakeXhr.all[1]!.answer(200, ok('b.png', 2));
    expect(changes.at(-1)?.map((f) => f.name)).toEqual(['a.png', 'b.png']);
  });

  it("shows the server's refusal on the file, and the file can be removed", async () => {
    renderWithApp(<Harness />, { link: operationLink({}).link });
    choose(file('fake.pdf'));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await FakeXhr.all[0]!.answer(400, { code: 400, success: false, msg: '文件内容与扩展名不符', data: null });
    expect(within(item('fake.pdf')).getByRole('alert').textContent).toBe('文件内容与扩展名不符');
    fireEvent.click(screen.getByRole('button', { name: '移除 fake.pdf' }));
    expect(screen.queryByRole('listitem', { name: 'fake.pdf' })).toBeNull();
  });

  it('refuses a choice beyond 20 files with the spec tip, and uploads nothing of it', async () => {
    const initial = Array.from({ length: 19 }, (_, i) => ({ name: `f${i}.pdf`, url: `u${i}`, uid: `x${i}`, size: 1 }));
    renderWithApp(<Harness initial={initial} />, { link: operationLink({}).link });
    choose(file('one.png'), file('two.png'));
    expect(screen.getByRole('alert').textContent).toBe('最多上传20个文件，超出请合并成pdf进行上传');
    expect(FakeXhr.all).toHaveLength(0);
    choose(file('one.png'));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    await FakeXhr.all[0]!.answer(200, ok('one.png', 3));
    expect(screen.getByText('已上传 20/20 个文件')).toBeTruthy();
    expect((screen.getByRole('button', { name: '上传文件' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('takes a smaller limit, and removing an uploaded file frees a place', async () => {
    const changes: UploadFile[][] = [];
    renderWithApp(
      <Harness
        max={2}
        initial={[{ name: 'old.png', url: 'http://x/old.png', uid: 'old', size: 2048 }]}
        onChange={(f) => changes.push(f)}
      />,
      { link: operationLink({}).link },
    );
    expect(within(item('old.png')).getByText('2.0 KB')).toBeTruthy();
    choose(file('a.png'), file('b.png'));
    expect(screen.getByRole('alert').textContent).toBe('最多上传2个文件，超出请合并成pdf进行上传');
    fireEvent.click(screen.getByRole('button', { name: '移除 old.png' }));
    expect(changes.at(-1)).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops an upload in progress when the field goes away', async () => {
    const view = renderWithApp(<Harness />, { link: operationLink({}).link });
    choose(file('big.png'));
    await vi.waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    view.unmount();
    expect(FakeXhr.all[0]!.aborted).toBe(true);
  });
});
