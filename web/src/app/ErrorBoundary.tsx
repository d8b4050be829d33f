// Catches a screen's render error: the error is reported (spec §8) and a generic recovery message is shown.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/error-reporter';
import { ErrorFallback } from './ErrorFallback';

interface State {
  failed: boolean;
}

export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error);
    reportError(error, { componentStack: info.componentStack });
  }

  override componentDidUpdate(previous: { resetKey?: string }): void {
    // Moving to another page leaves the failed one behind.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
