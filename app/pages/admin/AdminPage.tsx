import { H2, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { evaluate } from '../../../engine/core';
import { ScreenTabs } from '../../../engine/react';
import { screenDocument } from '../../documents';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { AddressImportTab } from './AddressImportTab';
import { ApiKeyTab } from './ApiKeyTab';
import { ChangeLogTab } from './ChangeLogTab';
import { adminTabs, type AdminTabId } from './documentIds';
import { InfoTab } from './InfoTab';
import { PremiumImportTab } from './PremiumImportTab';
import { ShipmentStatusTab } from './ShipmentStatusTab';
import { StatusChainTab } from './StatusChainTab';
import { StatusTranslatorTab } from './StatusTranslatorTab';
import { TenantTab } from './TenantTab';

const text = screenTexts('admin.screen');
const content: Record<AdminTabId, () => ReactNode> = {
  import: () => <AddressImportTab />,
  statuskette: () => <StatusChainTab />,
  statusuebersetzer: () => <StatusTranslatorTab />,
  sendungsstatus: () => <ShipmentStatusTab />,
  mandanten: () => <TenantTab />,
  info: () => <InfoTab />,
  premium: () => <PremiumImportTab />,
  apischluessel: () => <ApiKeyTab />,
  aenderungsprotokoll: () => <ChangeLogTab />,
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
