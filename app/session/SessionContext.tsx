import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import {
  api,
  ApiError,
  clearStoredSession,
  errorNotification,
  followOtherTabs,
  keepBackup,
  onSessionEvent,
  readAccessToken,
  readBackup,
  refreshOnce,
  refreshTokens,
  storageKeys,
  storeSession,
  unwrap,
} from '../api';
import { clearDrafts, reopenDrafts } from '../drafts';
import { navigation } from '../documents';
import { useNotifier } from '../notifications';
import { configFromToken, flagsFromToken, sameConfig } from './claims';
import type { SessionFlags } from './claims';
import { forgetReturn, rememberReturn } from './returnPath';

/** The logged-in user as the client keeps it. */
export interface SessionUser {
  username: string;
  userId: number;
  flags: SessionFlags;
}

/** Session state and actions shared by every screen. */
export interface SessionState {
  initialising: boolean;
  user: SessionUser | null;
  config: Record<string, string> | null;
  login: (username: string, password: string) => Promise<void>;
  logout: () => Promise<void>;
  /** Name of the admin acting as this user ('Benutzerwechsel' leads back to him), else null. */
  impersonatedBy?: string | null;
  /** Admins: act as another user (POST changelogin); the own session is kept as backup (account-admin.md §4). */
  switchUser?: (username: string) => Promise<void>;
  /** Ends the borrowed session and restores the admin's kept one. */
  switchBack?: () => Promise<void>;
}

const SessionContext = createContext<SessionState | null>(null);

function storedUser(): SessionUser | null {
  const token = readAccessToken();
  if (!token) return null;
  try {
    return {
      username: localStorage.getItem(storageKeys.username) ?? '',
      userId: Number(localStorage.getItem(storageKeys.userId)),
      flags: flagsFromToken(token),
    };
  } catch {
    return null;
  }
}

async function fetchConfig(): Promise<Record<string, string>> {
  const pairs = unwrap(await api.GET('/api/config-param/clientconfig'));
  return Object.fromEntries(pairs.map((p) => [p.key, p.value]));
}

/** Startup (account-admin.md §4): with both tokens the pair is refreshed first, so flags and configuration are current. */
async function resumeSession(): Promise<void> {
  if (!readAccessToken() || !localStorage.getItem(storageKeys.refreshToken)) return;
  if (!(await refreshOnce(refreshTokens))) clearStoredSession();
}

/** Loads the client configuration (with the session's token if any) before protected routes render. */
/** Logs the stored session out on the server (its refresh token revoked, its access token denied); failures are ignored. */
async function endStoredSession(): Promise<void> {
  const refreshToken = localStorage.getItem(storageKeys.refreshToken) ?? undefined;
  await api.POST('/api/authentication/logout', { body: { refreshToken } }).catch(() => undefined);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(storedUser);
  const [config, setConfig] = useState<Record<string, string> | null>(null);
  const [initialising, setInitialising] = useState(true);

  const loadConfig = useCallback(async () => {
    try {
      setConfig(await fetchConfig());
    } catch (error) {
      // A stale token must not lock the user out: fall back to the anonymous configuration.
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      clearStoredSession();
      setUser(null);
      setConfig(await fetchConfig());
    }
  }, []);

  const { notify } = useNotifier();

  useEffect(() => {
    resumeSession()
      .then(() => {
        setUser(storedUser());
        return loadConfig();
      })
      .catch(() => setConfig(null))
      .finally(() => setInitialising(false));
  }, [loadConfig]);

  // A logout, login or refresh in another tab of the portal reaches this one through the shared storage.
  useEffect(() => followOtherTabs(), []);

  // Where the user is, for the return after a session that ended without a logout.
  const location = useLocation();
  const here = useRef({ path: '', userId: user?.userId });
  here.current = { path: location.pathname + location.search, userId: user?.userId };

  // Refreshes and forced logouts happen inside the API client; mirror them here.
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'refreshed') {
          setUser(storedUser());
          // A tenant assigned to another main tenant renews its users' sessions: the inherited configuration follows.
          const fresh = configFromToken(readAccessToken());
          if (fresh) setConfig((old) => (old && sameConfig(old, fresh) ? old : fresh));
          return;
        }
        if (here.current.userId) rememberReturn(here.current.path, here.current.userId);
        setUser(null);
        if (event.message) notify([errorNotification(event.message, navigation.texts.sitzung)]);
        loadConfig().catch(() => setConfig(null));
      }),
    [loadConfig, notify],
  );

  // A new session (login, switch to another user) takes its user together with the user's own configuration: a page
  // entered with the anonymous one would render under the wrong rules (variant, switches, menu) and then once more.
  const enter = useCallback(async (auth: Parameters<typeof storeSession>[0] & { userId: number }) => {
    storeSession(auth);
    reopenDrafts(auth.userId);
    const own = await fetchConfig().catch((error: unknown) => {
      clearStoredSession();
      throw error;
    });
    setUser(storedUser());
    setConfig(own);
  }, []);

  const login = useCallback(
    async (username: string, password: string) =>
      enter(unwrap(await api.POST('/api/authentication/login', { body: { username, password } }))),
    [enter],
  );

  const logout = useCallback(async () => {
    const backup = readBackup();
    // A logout ends the user's drafts of half-captured forms and the way back to them.
    const leaving = storedUser();
    if (leaving) clearDrafts(localStorage, leaving.userId);
    forgetReturn();
    await endStoredSession();
    clearStoredSession();
    // Switched to another user: the admin's kept session ends as well, else its refresh token would stay valid for days.
    if (backup) {
      storeSession(backup);
      // Renewed first, so the logout carries a live access token and the refresh token the server knows now.
      if (await refreshTokens().catch(() => false)) await endStoredSession();
      clearStoredSession();
    }
    setUser(null);
    await loadConfig().catch(() => setConfig(null));
  }, [loadConfig]);

  const switchUser = useCallback(
    async (username: string) => {
      const auth = unwrap(
        await api.POST('/api/authentication/changelogin', {
          body: { username, backupToken: readAccessToken() ?? undefined },
        }),
      );
      keepBackup();
      await enter(auth);
    },
    [enter],
  );

  const switchBack = useCallback(async () => {
    const backup = readBackup();
    if (!backup) return;
    // The borrowed session ends (its refresh token is revoked) before the admin's own comes back.
    await api
      .POST('/api/authentication/logout', {
        body: { refreshToken: localStorage.getItem(storageKeys.refreshToken) ?? undefined },
      })
      .catch(() => undefined);
    clearStoredSession();
    storeSession(backup);
    setUser(storedUser());
    await loadConfig();
  }, [loadConfig]);

  const impersonatedBy = user ? (readBackup()?.username ?? null) : null;
  const value = useMemo(
    () => ({ initialising, user, config, login, logout, impersonatedBy, switchUser, switchBack }),
    [initialising, user, config, login, logout, impersonatedBy, switchUser, switchBack],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The current session; throws outside a {@link SessionProvider}. */
export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession outside SessionProvider');
  return state;
}

/** Lets stories and tests supply a fixed session. */
export const SessionStateProvider = SessionContext.Provider;
