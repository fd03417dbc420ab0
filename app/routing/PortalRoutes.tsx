import { Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import { Navigate, Route, Routes } from 'react-router-dom';
import { t } from '../texts';
import { PlaceholderPage } from './PlaceholderPage';
import { AppLayout, LoginPage, pageRegistry, publicPageRegistry } from './pageRegistry';
import { preloadRoute } from './preloadRoute';
import { RequireSession } from './RequireSession';
import { RouteBoundary } from './RouteBoundary';
import { loginRoutes, loginTitle, protectedRoutes, publicRoutes } from './routes';

/**
 * The portal's route table without providers, so stories can render the real routes around a fixed session. Every page
 * and the frame of the protected ones are chunks of their own, loaded on first show (pageRegistry).
 */
export function PortalRoutes() {
  return (
    <Routes>
      {loginRoutes.map((path) => (
        <Route
          key={path}
          path={path}
          element={
            <RouteBoundary title={loginTitle}>
              <LoginPage preloadRoute={preloadRoute} />
            </RouteBoundary>
          }
        />
      ))}
      {publicRoutes.map((r) => {
        const Page = publicPageRegistry[r.path];
        return (
          <Route
            key={r.path}
            path={r.path}
            element={
              <RouteBoundary title={r.title}>
                {Page ? (
                  <Page />
                ) : (
                  <main className="don-page">
                    <PlaceholderPage title={r.title} />
                  </main>
                )}
              </RouteBoundary>
            }
          />
        );
      })}
      <Route element={<RequireSession />}>
        <Route
          element={
            <Suspense fallback={<Spinner aria-label={t('laedt')} />}>
              <AppLayout />
            </Suspense>
          }
        >
          {protectedRoutes.map((r) => {
            const Page = pageRegistry[r.path];
            // A failing screen shows its error panel inside the layout: menu and header stay usable.
            return (
              <Route
                key={r.path}
                path={r.path}
                element={
                  <RouteBoundary title={r.title}>{Page ? <Page /> : <PlaceholderPage title={r.title} />}</RouteBoundary>
                }
              />
            );
          })}
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
