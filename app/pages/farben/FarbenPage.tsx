import { Card, H3 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { DocumentView } from '../../../engine/react';
import { columnDocument, navigation, viewDocument } from '../../documents';
import { isDevelopmentHost } from '../../layout/developmentHost';
import { rootColorTokens } from '../../theme';
import { farbenView, type FarbenRead } from './documentIds';
import { themeColorRows } from './themeColorRows';

/**
 * /farben (account-admin.md §2 Other: 'a colour class picker development page'): every colour variable of the header's
 * themes and the standard look, read from the loaded style sheets, with a sample and its contrast to white and black. Only
 * on development hosts, like the configurator link; elsewhere the page says so.
 */
export function FarbenPage() {
  const view = viewDocument(farbenView);
  const text = (key: FarbenRead) => view.messages?.[key] ?? key;
  const entwicklung = isDevelopmentHost(window.location.hostname);
  const data = useMemo(() => {
    const tokens = entwicklung ? rootColorTokens(document.styleSheets) : new Map();
    const farben = themeColorRows(tokens, navigation.themes?.items ?? [], text('standard'));
    return { entwicklung, farben, anzahl: farben.length };
    // The style sheets are loaded with the frame; the rows are read once per page.
  }, [entwicklung]);
  const columns = useMemo(() => {
    const farben = columnDocument('farben.columns');
    return { [farben.id]: farben };
  }, []);
  return (
    <Card elevation={1}>
      <H3>{text('titel')}</H3>
      <DocumentView document={view} data={data} columns={columns} />
    </Card>
  );
}
