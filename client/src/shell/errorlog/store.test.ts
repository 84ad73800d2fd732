import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorCapture } from './capture';
import {
  clearErrorLog,
  ERROR_LOG_CAP,
  ERROR_LOG_STORAGE_KEY,
  MESSAGE_LIMIT,
  readErrorLog,
  recordError,
  removeErrors,
  resetErrorLogForTests,
  STACK_LIMIT,
} from './store';

beforeEach(() => resetErrorLogForTests());

const stored = () =>
  JSON.parse(window.localStorage.getItem(ERROR_LOG_STORAGE_KEY) ?? '[]') as Array<{ message: string }>;

describe('local error log', () => {
  it('keeps entries newest first with time, kind, message, stack and page address, in localStorage', () => {
    vi.useFakeTimers({ now: new Date('2026-03-01T08:00:00Z'), toFake: ['Date'] });
    recordError(new Error('first'), 'error');
    vi.setSystemTime(new Date('2026-03-01T08:00:05Z'));
    recordError(new TypeError('second'), 'unhandledrejection');
    vi.useRealTimers();

    const [newest, oldest] = readErrorLog();
    expect(newest).toMatchObject({
      kind: 'unhandledrejection',
      message: 'TypeError: second',
      time: '2026-03-01T08:00:05.000Z',
      url: window.location.href,
    });
    expect(newest?.stack).toContain('second');
    expect(oldest).toMatchObject({ kind: 'error', message: 'first', time: '2026-03-01T08:00:00.000Z' });
    expect(stored().map((entry) => entry.message)).toEqual(['TypeError: second', 'first']);

    // A reload reads them back.
    resetErrorLogForTests();
    expect(readErrorLog().map((entry) => entry.message)).toEqual(['TypeError: second', 'first']);
  });

  it(`is capped at ${ERROR_LOG_CAP} entries: the oldest drop out`, () => {
    for (let i = 1; i <= ERROR_LOG_CAP + 7; i++) recordError(new Error(`boom ${i}`), 'error');
    const entries = readErrorLog();
    expect(entries).toHaveLength(ERROR_LOG_CAP);
    expect(entries[0]?.message).toBe(`boom ${ERROR_LOG_CAP + 7}`);
    expect(entries.at(-1)?.message).toBe('boom 8');
    expect(stored()).toHaveLength(ERROR_LOG_CAP);
  });

  it('records a thrown object once, describes non-errors, and trims to the server limits', () => {
    const error = new Error('once');
    recordError(error, 'render');
    recordError(error, 'error');
    recordError('plain text', 'unhandledrejection');
    recordError({ code: 42 }, 'unhandledrejection');
    recordError(undefined, 'unhandledrejection');
    const long = new Error('x'.repeat(MESSAGE_LIMIT + 100));
    long.stack = 'y'.repeat(STACK_LIMIT + 100);
    recordError(long, 'error');
    const entries = readErrorLog();
    expect(entries.map((entry) => entry.message.slice(0, 20))).toEqual([
      'x'.repeat(20),
      'undefined',
      '{"code":42}',
      'plain text',
      'once',
    ]);
    expect(entries[0]?.message).toHaveLength(MESSAGE_LIMIT);
    expect(entries[0]?.stack).toHaveLength(STACK_LIMIT);
  });

  it('removes uploaded entries (keeping newer ones) and clears', () => {
    const a = recordError(new Error('a'), 'error');
    recordError(new Error('b'), 'error');
    removeErrors([a!.id]);
    expect(readErrorLog().map((entry) => entry.message)).toEqual(['b']);
    clearErrorLog();
    expect(readErrorLog()).toEqual([]);
    expect(window.localStorage.getItem(ERROR_LOG_STORAGE_KEY)).toBeNull();
  });

  it('ignores damaged storage', () => {
    window.localStorage.setItem(ERROR_LOG_STORAGE_KEY, '{"not":"a list"');
    expect(readErrorLog()).toEqual([]);
    resetErrorLogForTests();
    window.localStorage.setItem(
      ERROR_LOG_STORAGE_KEY,
      JSON.stringify([
        { id: 'x', kind: 'alien' },
        { id: 'y', kind: 'error', time: 't', message: 'm', url: 'u' },
      ]),
    );
    expect(readErrorLog().map((entry) => entry.id)).toEqual(['y']);
  });
});

describe('error capture', () => {
  let uninstall: () => void;
  beforeEach(() => {
    uninstall = installErrorCapture(window);
  });
  afterEach(() => uninstall());

  it('records uncaught errors and unhandled rejections of the window', () => {
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('uncaught boom'), message: 'Uncaught Error: uncaught boom' }),
    );
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('rejected boom');
    window.dispatchEvent(rejection);
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'Script error.', filename: 'https://cdn.example/x.js', lineno: 3, colno: 9 }),
    );
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'ResizeObserver loop completed with undelivered notifications.' }),
    );

    const entries = readErrorLog();
    expect(entries.map((entry) => [entry.kind, entry.message])).toEqual([
      ['error', 'Script error.'],
      ['unhandledrejection', 'rejected boom'],
      ['error', 'uncaught boom'],
    ]);
    expect(entries[0]?.stack).toContain('https://cdn.example/x.js:3:9');
  });
});
