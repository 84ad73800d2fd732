import { isUtf8 } from 'node:buffer';
import type { NextFunction, Request, Response } from 'express';
import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';
import { badInput } from '../errors/domain-error.js';

export const TEXT_MESSAGES = {
  invalidUtf8: '请求包含无效的 UTF-8 编码字符',
  nul: '输入内容不能包含空字符（NUL）',
} as const;

/** `verify` hook of the body parsers: a body that is not valid UTF-8 is refused (400) instead of silently repaired. */
export function verifyUtf8(_req: unknown, _res: unknown, buf: Buffer): void {
  if (!isUtf8(buf)) throw badInput(TEXT_MESSAGES.invalidUtf8);
}

/** The bytes a percent-encoded string stands for. */
function percentBytes(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '%' && /^[0-9a-f]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (c === '+') {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** True when any string in the value (deeply: arrays, objects, keys) holds a NUL. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => hasNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/**
 * Refuses, before any route runs, query parameters that are not valid UTF-8 once decoded and any NUL in a query
 * parameter or a parsed body (PostgreSQL cannot store one, and no field of the product needs one): 400 with a clear message.
 */
export function refuseBadText(req: Request, _res: Response, next: NextFunction): void {
  const q = req.originalUrl.indexOf('?');
  const query = q === -1 ? '' : req.originalUrl.slice(q + 1);
  if (query && !isUtf8(percentBytes(query))) return next(badInput(TEXT_MESSAGES.invalidUtf8));
  if (percentBytes(query).includes(0) || hasNul(req.body)) return next(badInput(TEXT_MESSAGES.nul));
  next();
}

/** GraphQL validation rule: a string literal of the document holding a NUL (written `\u0000`) is refused. */
export function noNulStrings(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000'))
        context.reportError(
          new GraphQLError(TEXT_MESSAGES.nul, { nodes: [node], extensions: { code: 'BAD_USER_INPUT' } }),
        );
    },
  };
}
