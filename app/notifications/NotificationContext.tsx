import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { Notification } from '../api';
import { ErrorModal } from './ErrorModal';
import { InfoBanners } from './InfoBanners';

interface Shown extends Notification { key: number; duration: number }

/** What screens use to report messages. */
export interface Notifier {
  notify: (list: Notification[], durationMs?: number) => void;
}

const NotifierContext = createContext<Notifier>({ notify: () => undefined });
let counter = 0;

/** Holds the error modal queue and the info banner list (5000 ms by default). */
export function NotificationProvider({ children }: { children: ReactNode }) {
  const [errors, setErrors] = useState<Shown[]>([]);
  const [infos, setInfos] = useState<Shown[]>([]);
  const notify = useCallback((list: Notification[], durationMs = 5000) => {
    const shown = list.map((n) => ({ ...n, key: ++counter, duration: durationMs }));
    setErrors((e) => [...e, ...shown.filter((n) => n.severity === 'ERROR')]);
    setInfos((i) => [...i, ...shown.filter((n) => n.severity !== 'ERROR')]);
  }, []);
  const value = useMemo(() => ({ notify }), [notify]);
  return (
    <NotifierContext.Provider value={value}>
      {children}
      <InfoBanners items={infos} onDismiss={(key) => setInfos((i) => i.filter((n) => n.key !== key))} />
      <ErrorModal notification={errors[0]} onClose={() => setErrors((e) => e.slice(1))} />
    </NotifierContext.Provider>
  );
}

/** Access to the notifier from any screen. */
export function useNotifier(): Notifier {
  return useContext(NotifierContext);
}
