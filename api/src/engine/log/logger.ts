import { pino, type Logger } from 'pino';

export type { Logger };

/** JSON logs on stdout (pino). Level from LOG_LEVEL. */
export function createLogger(level: string): Logger {
  return pino({ level, base: { app: 'zhuxie' }, redact: ['req.headers.authorization', 'req.headers["blade-auth"]'] });
}
