import { useMemo } from 'react';
import {
  gridColumns,
  resolveColumnDocument,
  type ColumnDocument,
  type RuleContext,
  type VariantOverlay,
} from '../../../../engine/core';
import { StaticGrid, useEngineProfile } from '../../../../engine/react';
import { screenTexts } from '../../../texts';

const text = screenTexts('coco.screen');

/** The list's columns as the chosen demo user sees them with the edited overlay among the others (header only, no rows). */
export function WerkbankColumns({
  columns,
  overlays,
  context,
}: {
  columns: ColumnDocument;
  overlays: VariantOverlay[];
  context: Partial<RuleContext>;
}) {
  const widthRule = useEngineProfile().grid.columnWidth;
  const resolved = useMemo(() => {
    try {
      const document = resolveColumnDocument(columns, overlays, { data: {}, ...context } as RuleContext).document;
      return { document, grid: gridColumns(document, widthRule) };
    } catch {
      // The form preview above names the overlay's problem.
      return null;
    }
  }, [columns, overlays, context, widthRule]);
  if (!resolved) return null;
  return (
    <StaticGrid<Record<string, unknown>>
      label={text('wbSpaltenVorschau')}
      columns={resolved.grid}
      rows={[]}
      rowKey={resolved.document.rowKey}
      emptyText={text('wbSpaltenLeer')}
    />
  );
}
