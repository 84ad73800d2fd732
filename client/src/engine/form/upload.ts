import { authHeaders } from '../apollo/links';
import { expiresSoon, refreshSession } from '../apollo/refresh';
import { getSession } from '../auth/session';
import { handleUnauthorized } from '../auth/unauthorized';

/** SPEC section 3 "Upload file": what an upload field holds per file. */
export interface UploadFile {
  name: string;
  url: string;
  uid: string;
  size: number;
}

/** Upload call that also records the attachment (answers data.link and data.attachId). */
export const PUT_FILE_ATTACH = '/api/blade-resource/oss/endpoint/put-file-attach';

/** SPEC sections 5 and 9: at most 20 files per upload field. */
export const MAX_UPLOAD_FILES = 20;

/** Extensions the server accepts (it checks the content as well). */
export const UPLOAD_ACCEPT =
  '.pdf,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.jpg,.jpeg,.png,.gif,.webp,.zip,.rar,.7z,.mp4,.txt,.csv';

const IMAGE = /\.(png|jpe?g|gif|webp)$/i;
export const isImageName = (name: string) => IMAGE.test(name);

export interface UploadAnswer {
  link: string;
  name: string;
  originalName: string;
  attachId?: string;
}

/** An upload the server refused (its message) or that did not reach it. */
export class UploadError extends Error {
  override name = 'UploadError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends one file as multipart field `file` with the session's auth and tenant headers. XMLHttpRequest, not
 * fetch, because only XHR reports upload progress. A token about to expire is refreshed first; a 401 signs out
 * as every other request does.
 */
export async function uploadFile(
  file: File,
  options: { url?: string; onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<UploadAnswer> {
  const session = getSession();
  if (session && expiresSoon(session)) await refreshSession(session.accessToken);
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url ?? PUT_FILE_ATTACH);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0)
        options.onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      const body = (typeof xhr.response === 'string' ? safeJson(xhr.response) : xhr.response) as {
        success?: boolean;
        msg?: string;
        data?: UploadAnswer;
      } | null;
      if (xhr.status === 401) handleUnauthorized();
      if (xhr.status >= 200 && xhr.status < 300 && body?.success && body.data) resolve(body.data);
      else reject(new UploadError(body?.msg ?? `HTTP ${xhr.status}`, xhr.status));
    };
    xhr.onerror = () => reject(new UploadError('', 0));
    xhr.onabort = () => reject(new UploadError('', -1));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
