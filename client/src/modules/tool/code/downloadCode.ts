import { authHeaders } from '../../../engine/apollo/links';
import { expiresSoon, refreshSession } from '../../../engine/apollo/refresh';
import { getSession } from '../../../engine/auth/session';
import { handleUnauthorized } from '../../../engine/auth/unauthorized';

export const GEN_CODE_PATH = '/api/blade-develop/code/gen-code';

/** The file name of a Content-Disposition header (`attachment; filename="x.zip"`). */
export function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/** A download refused by the server, with its envelope message (代码生成配置不存在 ...). */
export class DownloadError extends Error {}

/**
 * Downloads the generated scaffold of the given definitions as a zip: the REST call carries the session's
 * credentials (refreshed first when about to expire); a refusal for the session signs out as other requests do.
 */
export async function downloadGeneratedCode(ids: readonly string[]): Promise<string> {
  const session = getSession();
  if (session && expiresSoon(session)) await refreshSession(session.accessToken);
  const response = await fetch(`${GEN_CODE_PATH}?${new URLSearchParams({ ids: ids.join(',') })}`, {
    headers: authHeaders(),
  });
  if (response.status === 401) {
    handleUnauthorized();
    throw new DownloadError('请求未授权');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new DownloadError(body?.msg ?? '请求错误!');
  }
  const name = attachmentName(response.headers.get('content-disposition'), 'code.zip');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
