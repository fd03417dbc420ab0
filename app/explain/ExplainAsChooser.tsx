import { useEffect, useState, type CSSProperties } from 'react';
import { Classes, HTMLSelect } from '@blueprintjs/core';
import { explainTexts as t, type RuleContext } from '../../engine/core';
import type { ExplainSubject } from '../../engine/react';
import { api, toNotifications, unwrap } from '../api';
import { useNotifier } from '../notifications';

type Subject = ExplainSubject & { id: number };

const LABEL: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: 6, marginLeft: 8 };

/** The users an admin may see (GET /api/benutzer), to choose whom 'Warum?' explains for; empty: the own session. */
export function ExplainAsChooser({
  chosen,
  onChoose,
}: {
  chosen: number | null;
  onChoose: (subject: Subject | null) => void;
}) {
  const { notify } = useNotifier();
  const [users, setUsers] = useState<{ id: number; name: string }[]>([]);
  useEffect(() => {
    let live = true;
    api
      .GET('/api/benutzer', { params: { query: { searchLimit: 1000 } } })
      .then((r) => live && setUsers(unwrap(r).map((u) => ({ id: Number(u.id), name: String(u.name) }))))
      .catch((error: unknown) => notify(toNotifications(error)));
    return () => {
      live = false;
    };
  }, [notify]);
  const choose = (id: number) => {
    if (!id) return onChoose(null);
    api
      .GET('/api/explain/kontext/{benutzerId}', { params: { path: { benutzerId: id } } })
      .then((r) => {
        const { benutzer, ...context } = unwrap(r);
        onChoose({ id, user: benutzer, context: context as Omit<RuleContext, 'data'> });
      })
      .catch((error: unknown) => notify(toNotifications(error)));
  };
  return (
    <label className={Classes.INLINE} style={LABEL}>
      {t.ui.explainAs}
      <HTMLSelect minimal value={chosen ?? ''} onChange={(e) => choose(Number(e.currentTarget.value))}>
        <option value="">{t.ui.ownSession}</option>
        {users.map((u) => (
          <option key={u.id} value={u.id}>
            {u.name}
          </option>
        ))}
      </HTMLSelect>
    </label>
  );
}
