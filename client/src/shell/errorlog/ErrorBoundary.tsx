import { Button, Code, EmptyState, HStack, VStack } from '@chakra-ui/react';
import { TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { describeError, recordError } from './store';

export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again. */
  reset(): void;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (e.g. the path), a failed boundary tries its children again. */
  resetKey?: unknown;
  fallback?: (props: ErrorFallbackProps) => ReactNode;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
}

/** A friendly page in place of a screen that failed to render: what happened, try again, or go home. */
export function ErrorFallback({ error, reset, homeLink = false }: ErrorFallbackProps & { homeLink?: boolean }) {
  const { message } = describeError(error);
  return (
    <EmptyState.Root role="alert" py="16">
      <EmptyState.Content>
        <EmptyState.Indicator color="orange.500">
          <TriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="2">
          <EmptyState.Title>
            <FormattedMessage id="shell.errorLog.fallback.title" />
          </EmptyState.Title>
          <EmptyState.Description maxW="md">
            <FormattedMessage id="shell.errorLog.fallback.description" />
          </EmptyState.Description>
          <Code size="sm" variant="surface" colorPalette="gray" maxW="md" whiteSpace="pre-wrap" wordBreak="break-word">
            {message}
          </Code>
        </VStack>
        <HStack gap="3">
          <Button size="sm" onClick={reset}>
            <FormattedMessage id="shell.errorLog.fallback.retry" />
          </Button>
          {homeLink && (
            <Button size="sm" variant="outline" asChild>
              <Link to="/wel/index" onClick={reset}>
                <FormattedMessage id="shell.errorLog.fallback.home" />
              </Link>
            </Button>
          )}
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Catches render errors below it, records them in the local error log (kind render) and shows a fallback. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    recordError(error, 'render', info.componentStack ?? undefined);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ failed: false, error: null });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const props = { error: this.state.error, reset: this.reset };
    return this.props.fallback ? this.props.fallback(props) : <ErrorFallback {...props} />;
  }
}

/** The boundary around the routed page of the main layout: resets on navigation, offers the way home. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <ErrorBoundary resetKey={location.pathname} fallback={(props) => <ErrorFallback {...props} homeLink />}>
      {children}
    </ErrorBoundary>
  );
}
