import { useMemo } from 'react';
import { H5 } from '@blueprintjs/core';
import { gridColumns } from '../../core';
import type { ViewGridNode } from '../../core';
import { DataGrid, type RowId } from '../grid';
import { useEngineProfile } from '../profile';
import { useView } from './context';

type Row = Record<string, unknown>;
const noop = () => undefined;

/**
 * A read-only grid of a column document over the data's rows, fitted to its box (every header in full, no sideways
 * scrolling); choosing a row reports `select` with the row's id.
 */
export function ViewGrid({ node }: { node: ViewGridNode }) {
  const view = useView();
  const document = view.columns[node.columns];
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => (document ? gridColumns(document, widthRule) : []), [document, widthRule]);
  if (!document) return null;
  const rows = (Array.isArray(view.at(node.rows)) ? view.at(node.rows) : []) as Row[];
  const selected = node.selected === undefined ? undefined : (view.at(node.selected) as RowId | undefined);
  const grid = (
    <DataGrid<Row>
      label={document.title}
      columns={columns}
      rows={rows}
      rowKey={document.rowKey}
      total={rows.length}
      page={1}
      pageSize={Math.max(rows.length, 1)}
      paged={false}
      fit
      sort={null}
      selectedIds={selected === undefined || !rows.length ? [] : [selected]}
      emptyText={view.text(node.emptyText)}
      onPageChange={noop}
      onPageSizeChange={noop}
      onSortChange={noop}
      onOpen={node.open ? (row) => view.onAction(node.open!, row[document.rowKey]) : undefined}
      onSelectionChange={(ids) => {
        if (ids.length && node.select) view.onAction(node.select, ids[ids.length - 1]);
      }}
    />
  );
  if (!node.heading) return grid;
  return (
    <section aria-label={document.title} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <H5>{document.title}</H5>
      {grid}
    </section>
  );
}
