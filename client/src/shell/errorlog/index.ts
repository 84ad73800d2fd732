export { ErrorLogButton } from './ErrorLogButton';
export { ErrorLogViewer } from './ErrorLogViewer';
export { ErrorBoundary, ErrorFallback, RouteErrorBoundary } from './ErrorBoundary';
export { installErrorCapture } from './capture';
export {
  clearErrorLog,
  readErrorLog,
  recordError,
  removeErrors,
  useErrorLog,
  ERROR_LOG_CAP,
  ERROR_LOG_STORAGE_KEY,
  type ErrorKind,
  type ErrorLogEntry,
} from './store';
