import { useEffect, useRef, useState, type ReactNode } from 'react';
import { validationRoundContext } from './validationRoundContext';

/**
 * Counts the submits of the enclosing <form> for everything below it. rjsf memoises fields by deep comparison, so a
 * submit that finds the same errors again re-renders no field; this count is what tells them to show the errors again.
 */
export function ValidationRoundProvider({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const form = anchor.current?.closest('form');
    if (!form) {
      return undefined;
    }
    const next = () => setRound((current) => current + 1);
    form.addEventListener('submit', next);
    return () => form.removeEventListener('submit', next);
  }, []);
  return (
    <div ref={anchor}>
      <validationRoundContext.Provider value={round}>{children}</validationRoundContext.Provider>
    </div>
  );
}
