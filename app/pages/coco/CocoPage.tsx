import { useMemo, useState } from 'react';
import { H2, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { catalogueFormData, catalogueValues, evaluate, withCatalogueFields } from '../../../engine/core';
import { ScreenForm, type FormControls } from '../../../engine/react';
import { api, fieldMessages, toNotifications, unwrap } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext, useSession } from '../../session';
import { screenTexts } from '../../texts';
import type { cocoRegistry } from '../../../schemas/registries';
import { isDevelopmentHost } from '../../layout/developmentHost';
import { useCocoSources } from './useCocoSources';
import { WerkbankTab } from './werkbank';

type Data = Record<string, unknown>;
type CocoAction = keyof typeof cocoRegistry.actions;
const text = screenTexts('coco.screen');

/** The profile (id of GET /api/config-param/presets) each profile button of the document fills the form with. */
const PROFILE: Record<CocoAction, string> = {
  profilDefault: 'default',
  profilMmt: 'mmt',
  profilPhl: 'phl',
  profilSievers: 'sievers',
  profilDisponent: 'disponent',
  profilHaalboom: 'haalboom',
  profilDemo: 'demo',
};

/**
 * /admin/coco (account-admin.md §2 Configurator, §4 Configurator): the switches of the session's tenant as the screen
 * document builds them from the catalogue. Edited locally, sent only on 'Änderungen Speichern' (the changed switches,
 * values as strings); after the save the server has ended the session and the user logs in again.
 */
export function CocoPage() {
  const base = screenDocument('coco.screen');
  const context = useRuleContext();
  const { logout } = useSession();
  const { notify, success } = useNotifier();
  const allowed = evaluate(base.visible, context, true);
  const sources = useCocoSources(allowed);
  const document = useMemo(() => (sources ? withCatalogueFields(base, sources.catalogue) : null), [base, sources]);
  const loaded = useMemo(() => (sources ? catalogueFormData(sources.catalogue, sources.current) : null), [sources]);
  const [formData, setFormData] = useState<Data | null>(null);
  const [busy, setBusy] = useState(false);

  const onAction = (id: string) => {
    const preset = sources?.presets.find((p) => p.id === PROFILE[id as CocoAction]);
    if (!sources || !preset) return;
    setFormData(catalogueFormData(sources.catalogue, preset.values));
    success(base.title ?? '', text('profilGeladen', preset.label));
  };
  const submit = async (data: Data, form: FormControls) => {
    if (!sources) return;
    const before = catalogueValues(sources.catalogue, loaded ?? {});
    const changed = Object.entries(catalogueValues(sources.catalogue, data)).filter(([k, v]) => before[k] !== v);
    if (!changed.length) {
      success(base.title ?? '', text('keineAenderung'));
      return;
    }
    setBusy(true);
    try {
      unwrap(await api.PUT('/api/config-param/coco', { body: changed.map(([key, value]) => ({ key, value })) }));
      success(base.title ?? '', text('gespeichert'));
      // The server ended this session: the token still carries the old configuration (§4 "asked to log in again").
      await logout();
    } catch (error) {
      const fields = fieldMessages(error);
      if (fields.length) form.showErrors?.(fields);
      else notify(toNotifications(error));
      setBusy(false);
    }
  };

  const switches =
    document && loaded ? (
      <ScreenForm
        document={document}
        overlays={variantOverlays}
        context={context}
        formData={formData ?? loaded}
        disabled={busy}
        onAction={onAction}
        onSubmit={(data, form) => void submit(data, form)}
      />
    ) : (
      <Spinner aria-label={text('laden')} />
    );
  // The workbench writes documents: only where the configurator link shows (the server refuses its calls elsewhere).
  const workbench = isDevelopmentHost(window.location.hostname);

  return (
    <section aria-labelledby="coco-titel" className="don-coco">
      <H2 id="coco-titel">{base.title}</H2>
      {!allowed ? (
        <NonIdealState icon="lock" title={text('keinZugriffTitel')} description={text('keinZugriff')} />
      ) : workbench ? (
        <Tabs id="coco-tabs" renderActiveTabPanelOnly>
          <Tab id="schalter" title={text('tabSchalter')} panel={switches} />
          <Tab id="werkbank" title={text('tabWerkbank')} panel={<WerkbankTab />} />
        </Tabs>
      ) : (
        switches
      )}
    </section>
  );
}
