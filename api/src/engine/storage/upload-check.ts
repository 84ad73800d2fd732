import { open } from 'node:fs/promises';
import { fileTypeFromFile } from 'file-type';
import { badInput } from '../errors/domain-error.js';
import { extensionOf } from './storage.js';

/**
 * Allowed uploads: the file's extension must be on this list AND its content (magic bytes, read by
 * `file-type`) must be one the extension allows. Office 97-2003 files are OLE compound files (`cfb`); Office
 * Open XML files are zip archives (recognised as docx/xlsx/pptx when the first entries say so, else plain zip).
 * `txt` and `csv` have no magic bytes: they pass when `file-type` recognises nothing, the start of the file is
 * UTF-8 text without NUL bytes and it does not open like markup (HTML, SVG, XML), so no page can be smuggled in.
 */
export const ALLOWED_UPLOADS: Record<string, { detected: readonly string[] | 'text'; contentType: string }> = {
  pdf: { detected: ['pdf'], contentType: 'application/pdf' },
  doc: { detected: ['cfb'], contentType: 'application/msword' },
  xls: { detected: ['cfb'], contentType: 'application/vnd.ms-excel' },
  ppt: { detected: ['cfb'], contentType: 'application/vnd.ms-powerpoint' },
  docx: {
    detected: ['docx', 'zip'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: { detected: ['xlsx', 'zip'], contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: {
    detected: ['pptx', 'zip'],
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  jpg: { detected: ['jpg'], contentType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], contentType: 'image/jpeg' },
  png: { detected: ['png'], contentType: 'image/png' },
  gif: { detected: ['gif'], contentType: 'image/gif' },
  webp: { detected: ['webp'], contentType: 'image/webp' },
  zip: { detected: ['zip'], contentType: 'application/zip' },
  rar: { detected: ['rar'], contentType: 'application/vnd.rar' },
  '7z': { detected: ['7z'], contentType: 'application/x-7z-compressed' },
  mp4: { detected: ['mp4', 'm4v'], contentType: 'video/mp4' },
  txt: { detected: 'text', contentType: 'text/plain; charset=utf-8' },
  csv: { detected: 'text', contentType: 'text/csv; charset=utf-8' },
};

/** The accept list of upload fields (`.pdf,.doc,...`). */
export const ACCEPT_LIST = Object.keys(ALLOWED_UPLOADS)
  .map((e) => `.${e}`)
  .join(',');

/** Types a browser may show in place (`inline`); everything else is served as a download. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf', 'video/mp4']);

export function isInlineType(contentType: string): boolean {
  return INLINE_TYPES.has(contentType);
}

/** The content type we serve a stored object with: decided by its (checked) extension, never by the client. */
export function contentTypeOf(extension: string): string {
  return ALLOWED_UPLOADS[extension.toLowerCase()]?.contentType ?? 'application/octet-stream';
}

export interface CheckedUpload {
  extension: string;
  contentType: string;
}

export const refusedType = (ext: string) =>
  badInput(ext ? `不支持上传该类型的文件（.${ext}）` : '不支持上传没有扩展名的文件');
export const mismatchedType = () => badInput('文件内容与扩展名不符');

const MARKUP_START = /^\s*<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|meta|a\s|div|img)/i;

/** Is this start of a file plain UTF-8 text that is not markup? */
export function looksLikePlainText(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  let text: string;
  try {
    // A multi-byte character cut at the end of the sample is not an error.
    text = new TextDecoder('utf-8', { fatal: true }).decode(trimPartialUtf8(head));
  } catch {
    return false;
  }
  return !MARKUP_START.test(text.replace(/^\uFEFF/, ''));
}

function trimPartialUtf8(bytes: Uint8Array): Uint8Array {
  let end = bytes.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const b = bytes[end - i]!;
    if ((b & 0xc0) === 0x80) continue; // continuation byte
    if (b >= 0xc0) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      if (i < need) end -= i;
    }
    break;
  }
  return bytes.subarray(0, end);
}

/**
 * Checks a received file (already written to `file`) against its declared name: the extension must be
 * allowed and the content must match it. Answers the extension and the content type to store it with.
 */
export async function checkUpload(file: string, originalName: string): Promise<CheckedUpload> {
  const extension = extensionOf(originalName);
  const rule = ALLOWED_UPLOADS[extension];
  if (!rule) throw refusedType(extension);
  const detected = await fileTypeFromFile(file);
  if (rule.detected === 'text') {
    if (detected) throw mismatchedType();
    if (!looksLikePlainText(await readHead(file, 8192))) throw mismatchedType();
  } else if (!detected || !rule.detected.includes(detected.ext)) {
    throw mismatchedType();
  }
  return { extension, contentType: rule.contentType };
}

async function readHead(file: string, bytes: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
