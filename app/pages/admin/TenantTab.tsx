import { useCallback, useMemo, useState } from 'react';
import { mandantenRegistry } from '../../../schemas/registries';
import { ScreenForm } from '../../../engine/react';
import { api, errorNotification, toNotifications, unwrap } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { TenantList } from './TenantList';
import { useTenantList, type Tenant, type TenantListKind } from './useTenantList';

/** One action of the tenant management (mandanten.screen.json), declared in schemas/registries/mandanten.registry.json. */
type MandantenActionId = keyof typeof mandantenRegistry.actions;

const text = screenTexts('mandanten.screen');
const HAUPT: TenantListKind = { list: 'haupt' };
const FREI: TenantListKind = { list: 'frei' };

/** PUT /api/mandanten/{id}: hauptmandantId = own id registers, another id assigns, null frees; with the version read. */
const assign = async (tenant: Tenant, hauptmandantId: number | null) =>
  unwrap(
    await api.PUT('/api/mandanten/{id}', {
      params: { path: { id: tenant.id! } },
      body: { id: tenant.id, name: tenant.name, version: tenant.version, hauptmandantId },
    }),
  );

/**
 * Tab Mandanten of /admin (mandanten.screen.json, account-admin.md §4 Tenants): main tenants, the sub-tenants of the marked
 * one and the free tenants, each list with its search; assign and remove sub-tenants, register and unregister main tenants.
 * Every change sends the version read, the lists load again after it; the server's refusals ('Bitte entfernen Sie zuerst
 * alle zugeordneten Untermandanten.', a concurrent change) arrive as its notifications.
 */
export function TenantTab() {
  const screen = screenDocument('mandanten.screen');
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  const [search, setSearch] = useState({ haupt: '', unter: '', frei: '' });
  const [marked, setMarked] = useState<{ haupt: number | null; unter: number | null; frei: number | null }>({
    haupt: null,
    unter: null,
    frei: null,
  });
  const [busy, setBusy] = useState(false);

  const mains = useTenantList(HAUPT, search.haupt, generation);
  const frees = useTenantList(FREI, search.frei, generation);
  const subKind = useMemo<TenantListKind | null>(
    () => (marked.haupt ? { list: 'unter', hauptmandantId: marked.haupt } : null),
    [marked.haupt],
  );
  const subs = useTenantList(subKind, search.unter, generation);
  // The marked rows as the lists hold them now (a reload brings their current versions).
  const main = mains?.find((t) => t.id === marked.haupt) ?? null;
  const sub = subs?.find((t) => t.id === marked.unter) ?? null;
  const free = frees?.find((t) => t.id === marked.frei) ?? null;

  const mark = (list: keyof typeof marked, id: number | null) =>
    setMarked((m) => (list === 'haupt' ? { ...m, haupt: id, unter: null } : { ...m, [list]: id }));
  /** account-admin.md §5 Lists: 'Row actions without a selected row: 'Bitte markieren Sie eine Zeile.'' */
  const needs = (tenant: Tenant | null, list: string): tenant is Tenant => {
    if (!tenant) notify([errorNotification(text('zeileMarkieren'), list)]);
    return Boolean(tenant);
  };
  const change = async (run: () => Promise<unknown>, done: string, after: Partial<typeof marked>) => {
    setBusy(true);
    try {
      await run();
      success(screen.title ?? '', done);
      setMarked((m) => ({ ...m, ...after }));
    } catch (error) {
      notify(toNotifications(error));
    } finally {
      setBusy(false);
      reload();
    }
  };

  const actions: Record<MandantenActionId, () => void> = {
    zuordnen: () => {
      if (!needs(free, text('freieMandanten')) || !needs(main, text('hauptmandanten'))) return;
      void change(() => assign(free, main.id!), text('zugeordnet', free.name ?? '', main.name ?? ''), { frei: null });
    },
    zuordnungAufheben: () => {
      if (!needs(sub, text('untermandantenOhne')) || !main) return;
      void change(() => assign(sub, null), text('aufgehoben', sub.name ?? '', main.name ?? ''), { unter: null });
    },
    registrieren: () => {
      if (!needs(free, text('freieMandanten'))) return;
      void change(() => assign(free, free.id!), text('registriert', free.name ?? ''), { frei: null, haupt: free.id! });
    },
    abmelden: () => {
      if (!needs(main, text('hauptmandanten'))) return;
      const query = { ids: [main.id!], versions: [main.version!] };
      void change(
        async () => unwrap(await api.POST('/api/mandanten/hauptmandant/unregister', { params: { query } })),
        text('abgemeldet', main.name ?? ''),
        { haupt: null, unter: null },
      );
    },
    aktualisieren: reload,
  };

  const formData = useMemo(
    () => ({
      hauptmandant: main?.name ?? text('nichtMarkiert'),
      untermandant: sub?.name ?? text('nichtMarkiert'),
      freierMandant: free?.name ?? text('nichtMarkiert'),
    }),
    [main, sub, free],
  );
  const ruleData = useMemo(() => ({ laeuft: busy }), [busy]);

  return (
    <ScreenForm
      document={screen}
      overlays={variantOverlays}
      context={context}
      formData={formData}
      ruleData={ruleData}
      onSubmit={() => undefined}
      onAction={(id) => actions[id as MandantenActionId]?.()}
    >
      <div className="don-mandanten-listen">
        <TenantList
          title={text('hauptmandanten')}
          searchLabel={text('sucheHaupt')}
          search={search.haupt}
          onSearch={(haupt) => setSearch((s) => ({ ...s, haupt }))}
          rows={mains}
          emptyText={text('keineHaupt')}
          selectedId={marked.haupt}
          onSelect={(id) => mark('haupt', id)}
        />
        <TenantList
          title={main ? text('untermandanten', main.name ?? '') : text('untermandantenOhne')}
          searchLabel={text('sucheUnter')}
          search={search.unter}
          onSearch={(unter) => setSearch((s) => ({ ...s, unter }))}
          rows={subs}
          emptyText={main ? text('keineUnter') : text('hauptWaehlen')}
          selectedId={marked.unter}
          onSelect={(id) => mark('unter', id)}
        />
        <TenantList
          title={text('freieMandanten')}
          searchLabel={text('sucheFrei')}
          search={search.frei}
          onSearch={(frei) => setSearch((s) => ({ ...s, frei }))}
          rows={frees}
          emptyText={text('keineFreien')}
          selectedId={marked.frei}
          onSelect={(id) => mark('frei', id)}
        />
      </div>
    </ScreenForm>
  );
}
