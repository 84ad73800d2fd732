import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '../../test/session';
import { downloadFile, fileNameOf, importRowErrors, RestError, restUrl, uploadImport } from './transfer';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('REST downloads and uploads', () => {
  it('builds paths with the non-empty query values', () => {
    expect(restUrl('/blade-system/post/export', { postCode: 'a b', postName: '', size: 0, x: undefined })).toBe(
      '/api/blade-system/post/export?postCode=a+b&size=0',
    );
    expect(restUrl('/blade-system/region/export-template')).toBe('/api/blade-system/region/export-template');
  });

  it('reads the file name of a download, Chinese names through filename*', () => {
    expect(
      fileNameOf(
        `attachment; filename="____.xlsx"; filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8.xlsx`,
        'x.xlsx',
      ),
    ).toBe('用户列表.xlsx');
    expect(fileNameOf('attachment; filename="plain.xlsx"', 'x.xlsx')).toBe('plain.xlsx');
    expect(fileNameOf(null, 'x.xlsx')).toBe('x.xlsx');
  });

  it('sends the session credentials and tenant, and turns refusals into the server message', async () => {
    signInForTest({ accessToken: 'tok', tenantId: '123456' });
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 403, success: false, msg: '没有操作权限', data: null }), {
          status: 403,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(downloadFile('/api/x', 'x.xlsx')).rejects.toMatchObject({ status: 403, message: '没有操作权限' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Blade-Auth': 'bearer tok', 'Tenant-Id': '123456' });

    fetchMock.mockResolvedValueOnce(
      new Response('xlsx', {
        status: 200,
        headers: { 'content-disposition': `attachment; filename*=UTF-8''%E5%B2%97.xlsx` },
      }),
    );
    const file = await downloadFile('/api/x', 'x.xlsx');
    expect(file.fileName).toBe('岗.xlsx');
    expect(await file.blob.text()).toBe('xlsx');
  });

  it('uploads an import as multipart with isCovered and reads per-row errors', async () => {
    signInForTest();
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 400,
            success: false,
            msg: '导入失败',
            data: { errors: [{ row: 3, message: '请输入区划名称' }] },
          }),
          { status: 400 },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const error = await uploadImport('/blade-system/region/import-region', new File(['x'], 'a.xlsx'), true).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RestError);
    expect(importRowErrors(error)).toEqual([{ row: 3, message: '请输入区划名称' }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/blade-system/region/import-region');
    expect((init.body as FormData).get('isCovered')).toBe('1');
    expect(((init.body as FormData).get('file') as File).name).toBe('a.xlsx');
    expect(importRowErrors(new Error('x'))).toEqual([]);
  });
});
