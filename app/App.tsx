import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './layout';
import { NotificationProvider } from './notifications';
import { LoginPage, PlaceholderPage } from './pages';
import { protectedRoutes, publicRoutes, RequireSession } from './routing';
import { SessionProvider } from './session';

/** Routes of the portal: public login and registration pages, everything else behind a session. */
export function App() {
  return (
    <NotificationProvider>
      <SessionProvider>
        <Routes>
          {['/', '/login', '/index'].map((path) => <Route key={path} path={path} element={<LoginPage />} />)}
          {publicRoutes.map((r) => <Route key={r.path} path={r.path} element={<main className="don-page"><PlaceholderPage title={r.title} /></main>} />)}
          <Route element={<RequireSession />}>
            <Route element={<AppLayout />}>
              {protectedRoutes.map((r) => <Route key={r.path} path={r.path} element={<PlaceholderPage title={r.title} />} />)}
            </Route>
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </SessionProvider>
    </NotificationProvider>
  );
}
