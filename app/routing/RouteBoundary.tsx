import { Suspense, type ReactNode } from 'react';
import { Spinner } from '@blueprintjs/core';
import { useLocation } from 'react-router-dom';
import { ScreenBoundary } from '../../engine/react';
import { t } from '../texts';

/**
 * One screen's error boundary: a screen that fails (its chunk not loadable included) shows the engine's error panel;
 * navigating elsewhere starts afresh. While the screen's chunk loads, a spinner stands in its place.
 */
export function RouteBoundary({ title, children }: { title: string; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary screen={title} resetKey={pathname}>
      <Suspense fallback={<Spinner aria-label={t('laedt')} />}>{children}</Suspense>
    </ScreenBoundary>
  );
}
