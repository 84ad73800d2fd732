import type { MikroORM } from '@mikro-orm/core';
import express, { type Request, type Response, type Router } from 'express';
import { DomainError } from '../errors/domain-error.js';
import type { Logger } from '../log/logger.js';
import type { FileService } from './file.service.js';
import { contentDisposition, isObjectKey } from './storage.js';
import { contentTypeOf, isInlineType } from './upload-check.js';

/**
 * `/files/<tenant>/<yyyyMMdd>/<uuid>.<ext>`: serving stored files, and the local driver's signed uploads.
 *
 * Links are capability links: anyone holding one may read the file (so it works in an `<img>` tag and in a
 * legacy client without our headers). Keys are built by the server from a UUIDv7, whose 74 random bits make
 * them unguessable; lists of keys are only given to users allowed to see the records that hold them. Files are
 * served with the content type of their checked extension, `X-Content-Type-Options: nosniff`, a sandboxing
 * Content-Security-Policy, and `Content-Disposition: attachment` (with the RFC 5987 name) for everything but
 * images, PDF and MP4 video; `?download=1` asks for a download of those too. HTML and SVG are never accepted.
 */
export function filesRouter(orm: MikroORM, files: FileService, log: Logger): Router {
  const router = express.Router();
  const keyOf = (req: Request) => `${req.params.tenant}/${req.params.day}/${req.params.file}`;
  const fail = (res: Response, status: number, message: string) => {
    res.status(status).type('text/plain; charset=utf-8').setHeader('X-Content-Type-Options', 'nosniff');
    res.send(message);
  };
  const handleError = (req: Request, res: Response, e: unknown) => {
    if (e instanceof DomainError) return fail(res, e.httpStatus, e.message);
    log.error({ err: e, requestId: req.requestId, path: req.originalUrl }, 'file route failed');
    if (!res.headersSent) fail(res, 500, '服务器内部错误');
    else res.destroy();
  };

  router.get('/:tenant/:day/:file', async (req, res) => {
    const key = keyOf(req);
    if (!isObjectKey(key)) return fail(res, 404, '文件不存在');
    try {
      const { storage, attach } = await files.storageOfKey(orm.em.fork(), key);
      const object = await storage.get(key);
      const contentType = contentTypeOf(key.split('.').pop()!);
      const inline = isInlineType(contentType) && req.query.download === undefined;
      res.setHeader('Content-Type', contentType);
      res.setHeader(
        'Content-Disposition',
        contentDisposition(inline ? 'inline' : 'attachment', attach?.originalName ?? key.split('/').pop()!),
      );
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      res.setHeader('Cache-Control', 'private, max-age=3600');
      if (object.size !== undefined) res.setHeader('Content-Length', String(object.size));
      if (req.method === 'HEAD') {
        object.stream.destroy();
        return void res.end();
      }
      object.stream.on('error', (e) => handleError(req, res, e));
      object.stream.pipe(res);
    } catch (e) {
      handleError(req, res, e);
    }
  });

  // The local driver's presigned direct upload: valid until `expires`, for this key only, once.
  router.put('/:tenant/:day/:file', async (req, res) => {
    const key = keyOf(req);
    if (!isObjectKey(key) || !files.signer.verify('PUT', key, req.query.expires, req.query.signature))
      return fail(res, 403, '上传地址无效或已过期');
    try {
      if (await files.local.exists(key)) return fail(res, 409, '该上传地址已使用');
      const stored = await files.receiveRaw(req, files.local, key);
      res.json({ code: 200, success: true, data: { name: stored.key, size: stored.size }, msg: '上传成功' });
    } catch (e) {
      handleError(req, res, e);
    }
  });

  return router;
}
