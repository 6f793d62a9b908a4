import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RenderErrorRedirect } from './RenderErrorRedirect';

interface Props {
  children: ReactNode;
  /** The page's path: once the user is elsewhere (/errors), the boundary renders its children again. */
  resetKey: string;
}

interface State {
  error: unknown;
  hasError: boolean;
}

class ErrorBoundaryWithReset extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey)
      this.setState({ error: undefined, hasError: false });
  }

  override render() {
    return this.state.hasError ? <RenderErrorRedirect error={this.state.error} /> : this.props.children;
  }
}

/** Catches render errors of the guest pages (react-admin's layout has its own boundary). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundaryWithReset resetKey={pathname}>{children}</ErrorBoundaryWithReset>;
}
