import { useMemo, useState, type ReactNode } from 'react';
import { ExplainAsContext, type ExplainSubject } from '../../engine/react';
import { useMayExplain } from '../session';
import { ExplainAsChooser } from './ExplainAsChooser';

/**
 * 'Erklären als' for admins: the 'Warum?' toolbar gets a choice of users, and the explanations answer with the chosen
 * user's rule context from the server (GET /api/explain/kontext/{benutzerId}); the forms keep the admin's own context.
 */
export function ExplainAsProvider({ children }: { children: ReactNode }) {
  const mayExplain = useMayExplain();
  const [subject, setSubject] = useState<(ExplainSubject & { id: number }) | null>(null);
  const value = useMemo(
    () =>
      mayExplain ? { subject, chooser: <ExplainAsChooser chosen={subject?.id ?? null} onChoose={setSubject} /> } : {},
    [mayExplain, subject],
  );
  return <ExplainAsContext.Provider value={value}>{children}</ExplainAsContext.Provider>;
}
