import type { Request } from 'express';
import type { RequestContext } from '../../engine/context.js';
import { DomainError, notFound } from '../../engine/errors/domain-error.js';
import { sendOk } from '../../engine/rest/envelope.js';
import { publicBase } from '../../engine/rest/public-url.js';
import { queryText } from '../../engine/rest/query.js';
import { route } from '../../engine/rest/route.js';
import type { RestRegistration } from '../../engine/rest/types.js';
import type { FileService, StoredFile } from '../../engine/storage/file.service.js';
import { buildObjectKey, extensionOf } from '../../engine/storage/storage.js';
import { ALLOWED_UPLOADS, refusedType } from '../../engine/storage/upload-check.js';
import { formatDateTime } from '@zhuxie/domain/time/datetime';
import { attachService } from './attach.resource.js';

/** Seconds a presigned direct-upload URL stays valid. */
export const UPLOAD_URL_SECONDS = 600;

function files(ctx: RequestContext): FileService {
  if (!ctx.services.files) throw new DomainError('INTERNAL', '文件存储未配置');
  return ctx.services.files;
}

function linkOf(req: Request, ctx: RequestContext, file: Pick<StoredFile, 'key'>): { link: string; domain: string } {
  const domain = publicBase(req, ctx);
  return { link: `${domain}/files/${file.key}`, domain };
}

/**
 * A direct-upload URL for the tenant's enabled storage: an S3 presigned PUT, or for the local folder a signed
 * URL of our own `/files/<key>` (PUT) route. The key is built here from the file name's extension, which must
 * be allowed. S3 presigned PUTs cannot check content or size: the bucket's own policy must do that.
 */
async function uploadToken(req: Request, ctx: RequestContext) {
  const fileName = queryText(req, 'fileName') ?? queryText(req, 'name') ?? '';
  const ext = extensionOf(fileName);
  const rule = ALLOWED_UPLOADS[ext];
  if (!rule) throw refusedType(ext);
  const { storage } = await files(ctx).storageFor(ctx.em);
  const key = buildObjectKey(ctx.tenantId, ext);
  const signed = await storage.presignUpload(key, { contentType: rule.contentType, expiresIn: UPLOAD_URL_SECONDS });
  const { link, domain } = linkOf(req, ctx, { key });
  return {
    uploadUrl: signed.url.startsWith('/') ? `${domain}${signed.url}` : signed.url,
    method: signed.method,
    headers: signed.headers,
    key,
    link,
    storage: storage.kind,
    maxBytes: files(ctx).settings.maxBytes,
    expiresIn: UPLOAD_URL_SECONDS,
    expiresAt: formatDateTime(signed.expiresAt),
  };
}

/**
 * Uploads (SPEC section 7). Every signed-in user may upload: the upload fields of every form (award
 * applications, member records ...) use these calls. The multipart field is `file`.
 */
export const registerUploadRest: RestRegistration = (deps) => {
  route(
    deps,
    'POST',
    '/blade-resource/oss/endpoint/put-file',
    'user',
    async (req, res, ctx) => {
      const stored = await files(ctx).receive(req, ctx.em, ctx.tenantId);
      const { link, domain } = linkOf(req, ctx, stored);
      sendOk(res, { link, domain, name: stored.key, originalName: stored.originalName });
    },
    { summary: '上传文件', upload: {} },
  );

  route(
    deps,
    'POST',
    '/blade-resource/oss/endpoint/put-file-attach',
    'user',
    async (req, res, ctx) => {
      const stored = await files(ctx).receive(req, ctx.em, ctx.tenantId);
      const link = linkOf(req, ctx, stored);
      const attach = await attachService.record(ctx, stored, link);
      sendOk(res, {
        ...link,
        name: stored.key,
        originalName: stored.originalName,
        attachId: attach.id,
        attachSize: stored.size,
        extension: stored.extension,
      });
    },
    { summary: '上传文件并记录附件', upload: {} },
  );

  route(deps, 'GET', '/blade-resource/oss/endpoint/upload-token', 'user', async (req, res, ctx) => {
    sendOk(res, await uploadToken(req, ctx));
  });

  route(deps, 'GET', '/lnjzxh-awards-mgt/lnjzxh/common/oss-sts-upload-token', 'user', async (req, res, ctx) => {
    sendOk(res, await uploadToken(req, ctx));
  });

  // The messaging app's mini-program token: no token service is connected here; WX_MP_TOKEN answers when set.
  route(deps, 'GET', '/lnjzxh-awards-mgt/lnjzxh/common/wx-mp-token', 'user', async (_req, res, ctx) => {
    if (!ctx.services.wxMpToken) throw notFound('未配置微信小程序');
    sendOk(res, { token: ctx.services.wxMpToken });
  });
};
