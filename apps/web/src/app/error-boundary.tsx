import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporter.ts';

interface ErrorBoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** docs/product/payment-page.md §2: a render failure shows the fallback and reports a fatal error. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { hasError: boolean }> {
  override state = { hasError: false };

  static getDerivedStateFromError() {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    reportError(error, { fatal: true, context: { componentStack: info.componentStack?.slice(0, 2000) } });
  }

  override render() {
    return this.state.hasError ? this.props.fallback : this.props.children;
  }
}
