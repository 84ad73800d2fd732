/** Small real files for upload tests: each starts with the magic bytes of its type. */
export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_MINI = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A Windows executable's header (MZ ... PE). */
export const EXE_HEAD = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);
export const HTML_PAGE = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
export const SVG_IMAGE = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
export const CSV_TEXT = Buffer.from('名称,数量\n钢筋,12\n');

/** Uploads one file as multipart field `file` (or another field name). */
export async function upload(
  url: string,
  path: string,
  file: { name: string; body: Buffer; type?: string },
  headers: Record<string, string> = {},
  field = 'file',
): Promise<{
  status: number;
  body: { code: number; success: boolean; msg: string; data: Record<string, unknown> | null };
}> {
  const form = new FormData();
  form.append(
    field,
    new Blob([new Uint8Array(file.body)], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  const res = await fetch(`${url}${path}`, { method: 'POST', body: form, headers });
  return { status: res.status, body: (await res.json()) as never };
}
