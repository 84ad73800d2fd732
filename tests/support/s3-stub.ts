import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  bodySize: number;
}

export interface S3Stub {
  url: string;
  /** Objects by `/<bucket>/<key>` (path-style addressing). */
  objects: Map<string, { body: Buffer; contentType?: string }>;
  requests: StubRequest[];
  close(): Promise<void>;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * A tiny in-process S3 look-alike for tests: path-style PUT, GET, HEAD and DELETE of objects kept in memory.
 * It does not verify signatures; it records every request so tests can check what the SDK sent (the SigV4
 * Authorization header, presigned query parameters, content type and length).
 */
export async function startS3Stub(): Promise<S3Stub> {
  const objects = new Map<string, { body: Buffer; contentType?: string }>();
  const requests: StubRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = decodeURIComponent(url.pathname);
      requests.push({
        method: req.method ?? '',
        path,
        query: url.searchParams,
        headers: req.headers,
        bodySize: body.length,
      });
      const signed =
        /^AWS4-HMAC-SHA256 Credential=/.test(req.headers.authorization ?? '') ||
        url.searchParams.has('X-Amz-Signature');
      if (!signed) {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError('AccessDenied', 'unsigned request'));
        return;
      }
      const found = objects.get(path);
      switch (req.method) {
        case 'PUT':
          objects.set(path, { body, contentType: req.headers['content-type'] });
          res.writeHead(200, { etag: '"stub"' }).end();
          return;
        case 'GET':
        case 'HEAD':
          if (!found) {
            res
              .writeHead(404, { 'content-type': 'application/xml' })
              .end(req.method === 'GET' ? xmlError('NoSuchKey', 'The specified key does not exist.') : undefined);
            return;
          }
          res.writeHead(200, {
            'content-type': found.contentType ?? 'application/octet-stream',
            'content-length': String(found.body.length),
            etag: '"stub"',
          });
          res.end(req.method === 'GET' ? found.body : undefined);
          return;
        case 'DELETE':
          objects.delete(path);
          res.writeHead(204).end();
          return;
        default:
          res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
