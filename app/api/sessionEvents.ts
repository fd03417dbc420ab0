/** Why the stored session changed: new tokens after a refresh, or the session ended. */
export type SessionEvent = { type: 'refreshed' } | { type: 'ended'; message?: string };

type Listener = (event: SessionEvent) => void;
const listeners = new Set<Listener>();

/** Subscribes to session changes made outside React (token refresh, forced logout); returns the unsubscribe. */
export function onSessionEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every subscriber (the SessionProvider) that the stored session changed. */
export function emitSessionEvent(event: SessionEvent): void {
  for (const listener of [...listeners]) listener(event);
}
