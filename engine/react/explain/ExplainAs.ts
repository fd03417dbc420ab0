import { createContext, type ReactNode } from 'react';
import type { RuleContext } from '../../core';

/** Whom the 'Warum?' panel explains for instead of the form's own session: a label and that user's rule context. */
export interface ExplainSubject {
  user: string;
  context: Omit<RuleContext, 'data'>;
}

/**
 * 'Erklären als', given by the caller (the portal, for admins): the chooser the 'Warum?' toolbar shows while the mode
 * is on, and the subject chosen; the form itself keeps its own context, only the explanations answer for the subject.
 */
export interface ExplainAs {
  chooser?: ReactNode;
  subject?: ExplainSubject | null;
}

/** The caller's 'Erklären als'; none by default (explanations answer for the form's own context). */
export const ExplainAsContext = createContext<ExplainAs>({});
