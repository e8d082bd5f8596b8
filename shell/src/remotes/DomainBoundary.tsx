import { Component, type ReactNode } from 'react';
import { Unavailable } from '@app/shared';
import { type DomainName } from '@app/shared/routes';

interface Props {
  domain: DomainName;
  compact?: boolean;
  /** Called on retry, before the children render again. */
  onRetry: () => void;
  children: ReactNode;
}

/** One per domain: a remote that fails to load or render takes down only its own area. */
export class DomainBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`[remotes] ${this.props.domain} failed`, error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  render() {
    if (this.state.failed) {
      return <Unavailable domain={this.props.domain} onRetry={this.retry} compact={this.props.compact} />;
    }
    return this.props.children;
  }
}
