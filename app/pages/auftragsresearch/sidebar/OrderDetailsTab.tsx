import { useMemo } from 'react';
import { cellValue, formatCell } from '../../../../engine/core';
import type { GridColumn, RuleContext } from '../../../../engine/core';
import { DocumentView } from '../../../../engine/react';
import type { components } from '../../../../openapi';
import { viewDocument } from '../../../documents';
import { listTabViews } from '../documentIds';
import { orderTotals } from './totals';

type Order = components['schemas']['Auftrag'];

/** Tab Auftrag (view document seitenleisteAuftrag): the order's values in the list's visible columns, then its totals. */
export function OrderDetailsTab({
  order,
  columns,
  context,
}: {
  order: Order;
  columns: GridColumn[];
  context: RuleContext;
}) {
  const data = useMemo(
    () => ({
      ...orderTotals(order as Record<string, unknown>, context),
      details: columns
        .filter((c) => c.visible)
        .map((c) => ({ header: c.header, text: formatCell(cellValue(order, c, context), c.type) })),
    }),
    [order, columns, context],
  );
  return <DocumentView document={viewDocument(listTabViews.auftrag)} data={data} />;
}
