import type { ReactNode } from 'react';
import { Card, Classes } from '@blueprintjs/core';
import { Link } from 'react-router-dom';

/** Props of {@link PublicCard}. */
export interface PublicCardProps {
  /** The page's only h1. */
  title: ReactNode;
  /** Text of the link back to the login below the card's content (the screen document's text). */
  back: string;
  /** A wider card (app.css), e.g. the registration's four sections. */
  className?: string;
  children: ReactNode;
}

/** The frame of a public page (forgotten password, registration, confirmation): one main landmark, a card, its h1, back to the login. */
export function PublicCard({ title, back, className, children }: PublicCardProps) {
  return (
    <main className="don-login">
      <Card elevation={2} className={className}>
        <h1 className={Classes.HEADING}>{title}</h1>
        {children}
        <p className={Classes.TEXT_MUTED} style={{ marginTop: 12 }}>
          <Link to="/login">{back}</Link>
        </p>
      </Card>
    </main>
  );
}
