import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { NonIdealState } from '@blueprintjs/core';
import { engineTexts, fillText } from '../../core';

/** Props of {@link ScreenBoundary}. */
export interface ScreenBoundaryProps {
  /** The document (or screen) named in the error panel. */
  screen: string;
  /** A new value (e.g. the route's path) clears a caught error and renders the children again. */
  resetKey?: unknown;
  children?: ReactNode;
}

interface State {
  error: Error | null;
  resetKey: unknown;
}

/**
 * Catches what a screen throws while rendering (a broken document, an unknown widget) and shows a German error panel
 * naming the document instead, so the rest of the portal (menu, other screens) keeps working.
 */
export class ScreenBoundary extends Component<ScreenBoundaryProps, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ScreenBoundaryProps, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // The panel tells the user; the console keeps the stack for whoever fixes the document.
    console.error(`Maske „${this.props.screen}“:`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const reason = error.message || engineTexts.unknownReason;
    return (
      <div role="alert">
        <NonIdealState
          icon="error"
          title={engineTexts.screenFailedTitle}
          description={
            <>
              <p>{fillText(engineTexts.screenFailed, { screen: this.props.screen, reason })}</p>
              <p>{engineTexts.screenFailedHint}</p>
            </>
          }
          layout="vertical"
        />
      </div>
    );
  }
}
