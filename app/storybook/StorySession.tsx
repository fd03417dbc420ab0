import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../api';
import { SessionStateProvider } from '../session';
import type { SessionState } from '../session';
import { anonymousConfig, demoPassword, loginFailedNotification, storyAccounts } from './fixtures';
import type { StoryAccount } from './fixtures';

/** Props of {@link StorySession}. */
export interface StorySessionProps {
  /** Logged-in account at start; null shows the anonymous state with its configuration. */
  account?: StoryAccount | null;
  children: ReactNode;
}

/** An in-memory session: the seeded accounts log in with the demo password, nothing reaches a server. */
export function StorySession({ account = null, children }: StorySessionProps) {
  const [current, setCurrent] = useState<StoryAccount | null>(account);

  const login = useCallback(async (username: string, password: string) => {
    const match = storyAccounts.find((a) => a.user.username === username);
    // Same answer as the server for unknown users and wrong passwords, so the page's error path shows.
    if (!match || password !== demoPassword) throw new ApiError(401, [loginFailedNotification]);
    setCurrent(match);
  }, []);

  const logout = useCallback(async () => setCurrent(null), []);

  const value = useMemo<SessionState>(
    () => ({
      initialising: false,
      user: current?.user ?? null,
      config: current?.config ?? anonymousConfig,
      login,
      logout,
    }),
    [current, login, logout],
  );
  return <SessionStateProvider value={value}>{children}</SessionStateProvider>;
}
