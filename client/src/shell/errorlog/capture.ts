import { recordError } from './store';

/** Browser noise that is not an error of the app. */
const IGNORED = [/^ResizeObserver loop (limit exceeded|completed with undelivered notifications)/];

function ignored(message: string): boolean {
  return IGNORED.some((pattern) => pattern.test(message));
}

/**
 * Records uncaught errors (`error` events of the window) and unhandled promise rejections into the local error
 * log. Answers a function that removes the listeners. Installed once, in main.tsx, before the app renders.
 */
export function installErrorCapture(target: Window = window): () => void {
  const onError = (event: ErrorEvent) => {
    const message = event.message || (event.error instanceof Error ? event.error.message : '');
    if (ignored(message)) return;
    if (event.error !== undefined && event.error !== null) {
      recordError(event.error, 'error');
      return;
    }
    // Cross-origin scripts and some browsers give only the message and position.
    const where = event.filename ? `\n    at ${event.filename}:${event.lineno}:${event.colno}` : '';
    const error = new Error(message || 'Script error.');
    error.stack = `Error: ${error.message}${where}`;
    recordError(error, 'error');
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && ignored(reason.message)) return;
    recordError(reason, 'unhandledrejection');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
