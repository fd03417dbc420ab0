import { CSV_BOM, cellValue, formatCell, toCsv } from '../../engine/core';
import type { GridColumn, RuleContext } from '../../engine/core';

/**
 * Rows as CSV in the visible columns, as the user sees them (headers and de-DE values), with a UTF-8 BOM so Excel reads
 * the umlauts; code columns (postcodes, references, order numbers) stay text in Excel (docs/exports.md).
 */
export function tableCsv(rows: object[], columns: GridColumn[], context?: RuleContext): string {
  const visible = columns.filter((c) => c.visible);
  const cells = rows.map((o) => visible.map((c) => formatCell(cellValue(o, c, context), c.type)));
  return (
    CSV_BOM +
    toCsv(
      [visible.map((c) => c.header), ...cells],
      visible.map((c) => c.type === 'code'),
    )
  );
}
