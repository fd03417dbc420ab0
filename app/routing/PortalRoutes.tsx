import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from '../layout';
import { LoginPage, PlaceholderPage } from '../pages';
import { pageRegistry } from './pageRegistry';
import { RequireSession } from './RequireSession';
import { protectedRoutes, publicRoutes } from './routes';

/** The portal's route table without providers, so stories can render the real routes around a fixed session. */
export function PortalRoutes() {
  return (
    <Routes>
      {['/', '/login', '/index'].map((path) => <Route key={path} path={path} element={<LoginPage />} />)}
      {publicRoutes.map((r) => <Route key={r.path} path={r.path} element={<main className="don-page"><PlaceholderPage title={r.title} /></main>} />)}
      <Route element={<RequireSession />}>
        <Route element={<AppLayout />}>
          {protectedRoutes.map((r) => {
            const Page = pageRegistry[r.path];
            return <Route key={r.path} path={r.path} element={Page ? <Page /> : <PlaceholderPage title={r.title} />} />;
          })}
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
