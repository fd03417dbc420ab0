import { Card, H3 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ScreenForm } from '../../../engine/react';
import type { RuleContext } from '../../../engine/core';
import { loginScreen } from '../../documents';
import { variantOverlays } from '../../documents';

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  context: Partial<Omit<RuleContext, 'data'>>;
  busy?: boolean;
  onLogin: (username: string, password: string) => void;
  children?: ReactNode;
}

/** The login card: the engine renders the login screen document. */
export function LoginForm({ context, busy, onLogin, children }: LoginFormProps) {
  return (
    <Card elevation={2}>
      <H3>Disponent Online</H3>
      <ScreenForm
        document={loginScreen}
        overlays={variantOverlays}
        context={context}
        disabled={busy}
        onSubmit={(data) => onLogin(String(data.username).trim(), String(data.password))}
      >
        {children}
      </ScreenForm>
    </Card>
  );
}
