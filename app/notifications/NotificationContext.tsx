import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { infoNotification, type Notification } from '../api';
import { noticeMs } from '../texts';
import { InfoBanners } from './InfoBanners';

// The modal renders the view document `fehlermeldung` with the engine's view nodes (tables included): loaded with the
// first error, so no page's first load carries it.
const ErrorModal = lazy(async () => ({ default: (await import('./ErrorModal')).ErrorModal }));

interface Shown extends Notification {
  key: number;
  duration: number;
}

/** What screens use to report messages. */
export interface Notifier {
  notify: (list: Notification[], durationMs?: number) => void;
  /**
   * The notice of a saved, sent or imported record, shown as long as the text catalogue's `successMs` (account-admin.md
   * §8: "Notice durations 5000 ms and 10000 ms", success notices 10 s).
   */
  success: (header: string, message: string) => void;
}

const NotifierContext = createContext<Notifier>({ notify: () => undefined, success: () => undefined });
let counter = 0;

/** Holds the error modal queue and the info banner list (as long as the text catalogue's `infoMs` by default). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [errors, setErrors] = useState<Shown[]>([]);
  const [infos, setInfos] = useState<Shown[]>([]);
  // Once shown, the modal stays mounted: closing it runs the dialog's own closing transition.
  const [modalLoaded, setModalLoaded] = useState(false);
  if (errors.length && !modalLoaded) setModalLoaded(true);
  const notify = useCallback((list: Notification[], durationMs = noticeMs('info')) => {
    const shown = list.map((n) => ({ ...n, key: ++counter, duration: durationMs }));
    setErrors((e) => [...e, ...shown.filter((n) => n.severity === 'ERROR')]);
    setInfos((i) => [...i, ...shown.filter((n) => n.severity !== 'ERROR')]);
  }, []);
  const success = useCallback(
    (header: string, message: string) => notify([infoNotification(header, message)], noticeMs('success')),
    [notify],
  );
  const value = useMemo(() => ({ notify, success }), [notify, success]);
  return (
    <NotifierContext.Provider value={value}>
      {children}
      <InfoBanners items={infos} onDismiss={(key) => setInfos((i) => i.filter((n) => n.key !== key))} />
      {modalLoaded && (
        <Suspense fallback={null}>
          <ErrorModal notification={errors[0]} onClose={() => setErrors((e) => e.slice(1))} />
        </Suspense>
      )}
    </NotifierContext.Provider>
  );
}

/** Access to the notifier from any screen. */
export function useNotifier(): Notifier {
  return useContext(NotifierContext);
}
