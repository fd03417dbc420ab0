import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenBoundary } from '../../engine/react';

/** One screen's error boundary: a screen that fails shows the engine's error panel; navigating elsewhere starts afresh. */
export function RouteBoundary({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary screen={title} resetKey={pathname}>
      {children}
    </ScreenBoundary>
  );
}
