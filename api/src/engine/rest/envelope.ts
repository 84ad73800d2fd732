import type { Response } from 'express';

/** The BladeX response envelope every legacy `/api/...` path answers with. */
export interface Envelope<T> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export const OK_MESSAGE = '操作成功';

export function ok<T>(data: T, msg = OK_MESSAGE): Envelope<T> {
  return { code: 200, success: true, data, msg };
}

export function failure(code: number, msg: string, data: unknown = null): Envelope<unknown> {
  return { code, success: false, data, msg };
}

export function sendOk<T>(res: Response, data: T, msg?: string): void {
  res.status(200).json(ok(data, msg));
}

export function sendFailure(res: Response, code: number, msg: string, data: unknown = null): void {
  res.status(code).json(failure(code, msg, data));
}
