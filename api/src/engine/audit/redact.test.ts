import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { clip, FILE_PLACEHOLDER, MAX_PARAMS_LENGTH, paramsText, REDACTED, redact } from './redact.js';

describe('redact', () => {
  it('replaces secret keys at any depth and in any case, keeping everything else', () => {
    const input = {
      account: 'admin',
      password: 'Zhuxie@2026',
      input: {
        newPassword: 'x',
        oldPassword: 'y',
        clientSecret: 's',
        refreshToken: 't',
        apiCredential: 'c',
        accessKey: 'k',
        AccessKeyId: 'k2',
        access_key: 'k3',
        registrationTicket: 'r',
        nested: [{ PASSWORD: 'p', name: '张三' }],
      },
      tokenCount: 3,
      sort: 1,
      enabled: true,
    };
    expect(redact(input)).toEqual({
      account: 'admin',
      password: REDACTED,
      input: {
        newPassword: REDACTED,
        oldPassword: REDACTED,
        clientSecret: REDACTED,
        refreshToken: REDACTED,
        apiCredential: REDACTED,
        accessKey: REDACTED,
        AccessKeyId: REDACTED,
        access_key: REDACTED,
        registrationTicket: REDACTED,
        nested: [{ PASSWORD: REDACTED, name: '张三' }],
      },
      // A key that merely contains a secret word is redacted too: better one value too many than a leak.
      tokenCount: REDACTED,
      sort: 1,
      enabled: true,
    });
  });

  it('never logs file payloads: buffers, typed arrays, streams, uploads and pending uploads', () => {
    const upload = { filename: 'a.pdf', mimetype: 'application/pdf', createReadStream: () => Readable.from(['x']) };
    expect(
      redact({
        buffer: Buffer.from('secret file'),
        bytes: new Uint8Array([1, 2]),
        stream: Readable.from(['x']),
        upload,
        multer: { originalname: 'b.png', mimetype: 'image/png', size: 10, buffer: Buffer.from('x') },
        pending: Promise.resolve(upload),
        blob: new Blob(['x']),
      }),
    ).toEqual({
      buffer: FILE_PLACEHOLDER,
      bytes: FILE_PLACEHOLDER,
      stream: FILE_PLACEHOLDER,
      upload: FILE_PLACEHOLDER,
      multer: FILE_PLACEHOLDER,
      pending: FILE_PLACEHOLDER,
      blob: FILE_PLACEHOLDER,
    });
  });

  it('handles class instances, dates, long strings, long arrays, deep and cyclic values', () => {
    class Input {
      postName = '经理';
      password = 'x';
    }
    expect(redact(new Input())).toEqual({ postName: '经理', password: REDACTED });
    expect(redact(new Date('2026-11-23T00:00:00.000Z'))).toBe('2026-11-23T00:00:00.000Z');
    expect((redact('x'.repeat(5000)) as string).length).toBe(1001);
    const list = redact(Array.from({ length: 60 }, (_, i) => i)) as unknown[];
    expect(list).toHaveLength(51);
    expect(list[50]).toBe('[… 10 more]');
    const cyclic: Record<string, unknown> = { name: 'a' };
    cyclic.self = cyclic;
    expect(() => JSON.stringify(redact(cyclic))).not.toThrow();
    expect(redact({ f: () => 1, n: null, u: undefined, b: 10n })).toEqual({
      f: undefined,
      n: null,
      u: undefined,
      b: '10',
    });
  });
});

describe('paramsText', () => {
  it('answers redacted JSON, nothing for empty parameters, and cuts very long text', () => {
    expect(paramsText({ input: { account: 'a', password: 'p' } })).toBe(
      `{"input":{"account":"a","password":"${REDACTED}"}}`,
    );
    expect(paramsText(undefined)).toBeUndefined();
    expect(paramsText({})).toBeUndefined();
    const long = paramsText({ items: Array.from({ length: 50 }, () => 'y'.repeat(900)) })!;
    expect(long.length).toBe(MAX_PARAMS_LENGTH + 1);
    expect(long.endsWith('…')).toBe(true);
  });

  it('clip cuts to a column length', () => {
    expect(clip('abcdef', 3)).toBe('abc');
    expect(clip('ab', 3)).toBe('ab');
    expect(clip(undefined, 3)).toBeUndefined();
  });
});
