import path from 'node:path';
import type { Readable } from 'node:stream';
import { v7 as uuidv7 } from 'uuid';
import { badInput } from '../errors/domain-error.js';
import { formatDateTime } from '@zhuxie/domain/time/datetime';

/** An object read back from storage. */
export interface StoredObject {
  stream: Readable;
  size?: number;
}

/** A URL a browser may PUT (upload) or GET (download) for a short while without our credentials. */
export interface PresignedUrl {
  url: string;
  method: 'PUT' | 'GET';
  /** Headers the caller must send with the request (the signature covers them). */
  headers: Record<string, string>;
  expiresAt: Date;
}

/**
 * File storage. Keys are built by the server only (see `buildObjectKey`); a driver never sees a client's
 * file name. Missing objects answer NOT_FOUND from `get`.
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Readable | Buffer, options: { size: number; contentType: string }): Promise<void>;
  get(key: string): Promise<StoredObject>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  presignUpload(key: string, options: { contentType: string; expiresIn: number }): Promise<PresignedUrl>;
  presignDownload(key: string, options: { expiresIn: number; fileName?: string }): Promise<PresignedUrl>;
}

/** `<tenant>/<yyyyMMdd>/<uuidv7>.<ext>`: the only shape of key the storage accepts. */
export const OBJECT_KEY =
  /^[A-Za-z0-9_-]{1,12}\/\d{8}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5}$/;

export function isObjectKey(key: string): boolean {
  return OBJECT_KEY.test(key);
}

/** The object key of a stored file URL (…/files/<key>) of this tenant, or undefined (a foreign or made-up URL). */
export function fileKeyOf(url: string, tenantId: string): string | undefined {
  const match = /\/files\/([^?#]+)$/.exec(url.trim());
  const key = match?.[1];
  return key && isObjectKey(key) && key.startsWith(`${tenantId}/`) ? key : undefined;
}

/** Refuses anything but a server-built key (no `..`, no absolute paths, no client names). */
export function assertObjectKey(key: string): string {
  if (!isObjectKey(key)) throw badInput('文件路径不正确');
  return key;
}

/**
 * The storage key of a new object: tenant, day (in the association's time zone) and a fresh UUIDv7 with the
 * checked extension. The client's file name never reaches the path.
 */
export function buildObjectKey(tenantId: string, extension: string, now = new Date()): string {
  if (!/^[A-Za-z0-9_-]{1,12}$/.test(tenantId)) throw new Error(`bad tenant id for a storage key: ${tenantId}`);
  const ext = extension.toLowerCase();
  if (!/^[a-z0-9]{1,5}$/.test(ext)) throw new Error(`bad extension for a storage key: ${extension}`);
  const day = formatDateTime(now).slice(0, 10).replaceAll('-', '');
  return `${tenantId}/${day}/${uuidv7()}.${ext}`;
}

/**
 * A file name fit to show and to offer as a download name: the last path segment of what the client sent,
 * without control characters, at most 200 characters; `file` when nothing is left.
 */
export function safeFileName(name: string | undefined | null): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const cut = clean.length > 200 ? cutKeepingExtension(clean, 200) : clean;
  return cut === '' || cut === '.' || cut === '..' ? 'file' : cut;
}

function cutKeepingExtension(name: string, max: number): string {
  const ext = path.extname(name).slice(0, 12);
  return name.slice(0, max - ext.length) + ext;
}

/** The lower-case extension of a file name without the dot ('' when none). */
export function extensionOf(name: string): string {
  const ext = path.extname(name);
  return ext.length > 1 ? ext.slice(1).toLowerCase() : '';
}

/**
 * `Content-Disposition` with an ASCII fallback `filename` and the exact UTF-8 name in RFC 5987 `filename*`
 * (RFC 6266), so Chinese names survive and no quote or separator can break the header.
 */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
