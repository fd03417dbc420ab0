import { H2, NonIdealState, Spinner } from '@blueprintjs/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { evaluate } from '../../../engine/core';
import { ScreenTabs } from '../../../engine/react';
import { screenDocument } from '../../documents';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { AddressImportTab } from './AddressImportTab';
import { adminTabs, type AdminTabId } from './documentIds';

// The first tab comes with the page; every other tab's code loads when it is opened, so the area stays within the
// screens' first-load budget however many tabs it gets.
const onOpen = (load: () => Promise<ComponentType>) => {
  const Tab = lazy(async () => ({ default: await load() }));
  return () => (
    <Suspense fallback={<Spinner size={20} />}>
      <Tab />
    </Suspense>
  );
};

const text = screenTexts('admin.screen');
const content: Record<AdminTabId, () => ReactNode> = {
  import: () => <AddressImportTab />,
  statuskette: onOpen(async () => (await import('./StatusChainTab')).StatusChainTab),
  statusuebersetzer: onOpen(async () => (await import('./StatusTranslatorTab')).StatusTranslatorTab),
  sendungsstatus: onOpen(async () => (await import('./ShipmentStatusTab')).ShipmentStatusTab),
  mandanten: onOpen(async () => (await import('./TenantTab')).TenantTab),
  info: onOpen(async () => (await import('./InfoTab')).InfoTab),
  premium: onOpen(async () => (await import('./PremiumImportTab')).PremiumImportTab),
  apischluessel: onOpen(async () => (await import('./ApiKeyTab')).ApiKeyTab),
  aenderungsprotokoll: onOpen(async () => (await import('./ChangeLogTab')).ChangeLogTab),
};

/**
 * /admin (account-admin.md §2 Admin area): the tabs of admin.screen.json, each shown by the rule of its document (admins
 * see every tab, main tenants the address import). Whoever may not open the area reads why instead of a bare heading; the
 * server refuses their calls anyway.
 */
export function AdminPage() {
  const screen = screenDocument('admin.screen');
  const context = useRuleContext();
  const allowed = evaluate(screen.visible, context, true);
  return (
    <section aria-labelledby="admin-titel" style={{ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 }}>
      <H2 id="admin-titel">{screen.title}</H2>
      {allowed ? (
        <div className="don-admin-tabs">
          <ScreenTabs document={screen} id={adminTabs} context={context} content={content} />
        </div>
      ) : (
        <NonIdealState icon="lock" title={text('keinZugriffTitel')} description={text('keinZugriff')} />
      )}
    </section>
  );
}
