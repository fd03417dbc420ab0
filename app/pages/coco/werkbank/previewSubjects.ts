import { useEffect, useState } from 'react';
import { selectVariant, type RuleContext } from '../../../../engine/core';
import { api, toNotifications, unwrap } from '../../../api';
import { variantSelection } from '../../../documents';
import { useNotifier } from '../../../notifications';

/** A demo user (or a demo user with another client value) the preview and the diff show a screen as. */
export interface PreviewSubject {
  key: string;
  user: string;
  /** Key of the label in coco.screen's messages. */
  label: 'wbAlsA' | 'wbAlsB' | 'wbAlsC' | 'wbAlsDefault' | 'wbAlsMetro' | 'wbAlsSpezi29';
  /** Switch values put over the user's configuration before the variant is selected (a mode no demo tenant has). */
  config?: Record<string, string>;
}

/** The variants of the demo data (README 'Demo users'); mandantSpezi29 has no tenant, so demo stands in with MMT's client. */
export const PREVIEW_SUBJECTS: PreviewSubject[] = [
  { key: 'A', user: 'kunde-a', label: 'wbAlsA' },
  { key: 'B', user: 'kunde-b', label: 'wbAlsB' },
  { key: 'C', user: 'kunde-c', label: 'wbAlsC' },
  { key: 'default', user: 'demo', label: 'wbAlsDefault' },
  { key: 'metro', user: 'metro', label: 'wbAlsMetro' },
  { key: 'mandantSpezi29', user: 'demo', label: 'wbAlsSpezi29', config: { clientKunde: 'mmt' } },
];

/** A subject with the rule context of its user's session (GET /api/explain/kontext/{benutzerId}). */
export interface LoadedSubject extends PreviewSubject {
  context: Omit<RuleContext, 'data'>;
}

/** Loads the rule contexts of the preview subjects whose users exist; empty while loading. */
export function usePreviewSubjects(): LoadedSubject[] {
  const { notify } = useNotifier();
  const [subjects, setSubjects] = useState<LoadedSubject[]>([]);
  useEffect(() => {
    let live = true;
    const load = async () => {
      const users = unwrap(await api.GET('/api/benutzer', { params: { query: { searchLimit: 1000 } } }));
      const ids = new Map(users.map((u) => [String(u.name), Number(u.id)]));
      const loaded = await Promise.all(
        PREVIEW_SUBJECTS.filter((s) => ids.has(s.user)).map(async (s) => {
          const { benutzer: _, ...own } = unwrap(
            await api.GET('/api/explain/kontext/{benutzerId}', { params: { path: { benutzerId: ids.get(s.user)! } } }),
          );
          const context = selectVariant(variantSelection, {
            ...own,
            data: {},
            config: { ...own.config, ...s.config },
          } as RuleContext);
          const { data: __, ...withoutData } = context;
          return { ...s, context: withoutData };
        }),
      );
      if (live) setSubjects(loaded);
    };
    load().catch((error: unknown) => notify(toNotifications(error)));
    return () => {
      live = false;
    };
  }, [notify]);
  return subjects;
}
