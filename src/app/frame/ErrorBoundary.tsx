import { Component, type ErrorInfo, type ReactNode } from 'react';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';

type Props = { children: ReactNode; title: string; body: string; reloadLabel: string };

/** spec §2: an error boundary; the user sees "Something went wrong" and a way out, never a stack. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className={css({ maxW: '480px', mx: 'auto', my: '20', p: '6', textAlign: 'center' })}>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '2' })}>{this.props.title}</h1>
        <p className={css({ color: 'text.muted', mb: '6' })}>{this.props.body}</p>
        <button type="button" className={button({ tone: 'accent' })} onClick={() => window.location.reload()}>
          {this.props.reloadLabel}
        </button>
      </div>
    );
  }
}
