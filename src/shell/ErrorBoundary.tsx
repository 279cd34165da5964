import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from 'react-admin';

interface State {
  error: Error | null;
  info?: ErrorInfo;
}

/**
 * Catches a page's rendering errors and shows react-admin's error page. Leaving the page (a new
 * `resetKey`, e.g. the path) clears the error without remounting the page on every navigation
 * (a remount would reset forms whose tabs are routes).
 */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey?: string }, State> {
  state: State = { error: null };

  componentDidUpdate(previous: { resetKey?: string }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null, info: undefined });
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    this.setState({ error, info });
  }

  render() {
    const { error, info } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} errorInfo={info} resetErrorBoundary={() => this.setState({ error: null })} />;
  }
}
