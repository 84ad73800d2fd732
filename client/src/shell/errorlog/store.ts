import { useSyncExternalStore } from 'react';

/**
 * The local error log (SPEC section 8 "Unhandled UI errors"): uncaught errors, unhandled promise rejections and
 * React render errors, kept in localStorage, newest first, capped, until they are uploaded or cleared.
 */
export type ErrorKind = 'error' | 'unhandledrejection' | 'render';

export interface ErrorLogEntry {
  id: string;
  kind: ErrorKind;
  /** ISO time, by this browser's clock. */
  time: string;
  message: string;
  stack?: string;
  /** The page address when it happened. */
  url: string;
  userAgent?: string;
}

export const ERROR_LOG_STORAGE_KEY = 'zhuxie.errorLog';
/** Entries kept (the oldest drop out); also the most the server takes in one upload. */
export const ERROR_LOG_CAP = 50;
/** The server's limits on an uploaded entry. */
export const MESSAGE_LIMIT = 2000;
export const STACK_LIMIT = 8000;

const KINDS: readonly ErrorKind[] = ['error', 'unhandledrejection', 'render'];

function isEntry(value: unknown): value is ErrorLogEntry {
  const entry = value as ErrorLogEntry | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    KINDS.includes(entry.kind) &&
    typeof entry.time === 'string' &&
    typeof entry.message === 'string' &&
    typeof entry.url === 'string'
  );
}

function load(): ErrorLogEntry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(ERROR_LOG_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, ERROR_LOG_CAP) : [];
  } catch {
    return [];
  }
}

function save(entries: ErrorLogEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(ERROR_LOG_STORAGE_KEY);
    else window.localStorage.setItem(ERROR_LOG_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or unavailable: the entries then last for this page only.
  }
}

let current: ErrorLogEntry[] | undefined;
const listeners = new Set<() => void>();

function publish(entries: ErrorLogEntry[]): void {
  current = entries;
  save(entries);
  for (const listener of listeners) listener();
}

/** The entries, newest first. */
export function readErrorLog(): ErrorLogEntry[] {
  current ??= load();
  return current;
}

function truncate(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** A readable message and stack for anything thrown (Errors, strings, objects, undefined). */
export function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const message = error.message
      ? `${error.name && error.name !== 'Error' ? `${error.name}: ` : ''}${error.message}`
      : error.name || 'Error';
    return { message, stack: error.stack || undefined };
  }
  if (typeof error === 'string') return { message: error || '(empty)' };
  if (error === undefined || error === null) return { message: String(error) };
  try {
    return { message: JSON.stringify(error) };
  } catch {
    return { message: String(error) };
  }
}

/** Thrown values already recorded (one error reaches the log once, whichever path saw it first). */
const recorded = new WeakSet<object>();
let sequence = 0;

/**
 * Adds an entry at the top of the log. `extraStack` (React's component stack) is appended to the stack. Answers
 * the entry, or undefined when this thrown object was already recorded.
 */
export function recordError(error: unknown, kind: ErrorKind, extraStack?: string): ErrorLogEntry | undefined {
  if (typeof error === 'object' && error !== null) {
    if (recorded.has(error)) return undefined;
    recorded.add(error);
  }
  const { message, stack } = describeError(error);
  const fullStack = [stack, extraStack?.trim() && `Component stack:\n${extraStack.trim()}`]
    .filter(Boolean)
    .join('\n\n');
  sequence += 1;
  const entry: ErrorLogEntry = {
    id: `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
    kind,
    time: new Date().toISOString(),
    message: truncate(message, MESSAGE_LIMIT),
    ...(fullStack ? { stack: truncate(fullStack, STACK_LIMIT) } : {}),
    url: truncate(window.location.href, 1000),
    userAgent: truncate(window.navigator.userAgent, 255),
  };
  publish([entry, ...readErrorLog()].slice(0, ERROR_LOG_CAP));
  return entry;
}

/** Removes the given entries (after an upload: those sent; entries recorded meanwhile stay). */
export function removeErrors(ids: readonly string[]): void {
  const gone = new Set(ids);
  publish(readErrorLog().filter((entry) => !gone.has(entry.id)));
}

export function clearErrorLog(): void {
  publish([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of this browser changed the log.
  const onStorage = (event: StorageEvent) => {
    if (event.key === ERROR_LOG_STORAGE_KEY || event.key === null) {
      current = load();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The entries, newest first; re-renders when the log changes (here or in another tab). */
export function useErrorLog(): ErrorLogEntry[] {
  return useSyncExternalStore(subscribe, readErrorLog, readErrorLog);
}

/** Forgets the in-memory copy (tests clear localStorage between cases). */
export function resetErrorLogForTests(): void {
  current = undefined;
}
