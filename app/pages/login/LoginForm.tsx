import { Card, Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { LightScreenForm } from '../../../engine/react/light';
import type { RuleContext } from '../../../engine/core';
import { loginScreen } from '../../documents';
import { variantOverlays } from '../../documents';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  context: Partial<Omit<RuleContext, 'data'>>;
  busy?: boolean;
  onLogin: (username: string, password: string) => void;
  /** The page's h1 (the login document's title text). */
  title: string;
  /** The document's other buttons (e.g. 'Registrieren'), by action id. */
  onAction?: (id: string) => void;
  children?: ReactNode;
}

/** The login card: the engine renders the login screen document (its light form: the page paints without rjsf). */
export function LoginForm({ context, busy, onLogin, title, onAction, children }: LoginFormProps) {
  return (
    <Card elevation={2}>
      <h1 className={Classes.HEADING}>{title}</h1>
      <LightScreenForm
        document={loginScreen}
        overlays={variantOverlays}
        context={context}
        disabled={busy}
        onSubmit={(data) => onLogin(String(data.username).trim(), String(data.password))}
        onAction={onAction}
      >
        {children}
      </LightScreenForm>
    </Card>
  );
}
