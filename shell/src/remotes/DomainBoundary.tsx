import { Component, type ReactNode } from 'react';
import { Unavailable } from '@app/shared';
import { type DomainName } from '@app/shared/routes';
import { reportRemoteFailure } from './health-report';

interface Props {
  domain: DomainName;
  /** The page's path pattern, or `widget:<name>`: where a failure report says it happened. */
  route: string;
  compact?: boolean;
  /** Called on retry, before the children render again. */
  onRetry: () => void;
  children: ReactNode;
}

/**
 * One per domain: a remote that fails to load or render takes down only its own area. Each failure
 * is reported to the provider (health-report.ts), which weighs a running canary by it.
 */
export class DomainBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.warn(`[remotes] ${this.props.domain} failed`, error);
    reportRemoteFailure(this.props.domain, this.props.route, error);
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
