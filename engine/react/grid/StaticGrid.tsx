import { DataGrid, type DataGridProps } from './DataGrid';

/** Props of {@link StaticGrid}: a {@link DataGrid} without paging and sorting, its rows null while they load. */
export type StaticGridProps<Row extends object> = Omit<
  DataGridProps<Row>,
  | 'rows'
  | 'total'
  | 'page'
  | 'pageSize'
  | 'paged'
  | 'sort'
  | 'loading'
  | 'selectedIds'
  | 'onPageChange'
  | 'onPageSizeChange'
  | 'onSortChange'
  | 'onSelectionChange'
> & {
  rows: Row[] | null;
  selectedIds?: DataGridProps<Row>['selectedIds'];
  onSelectionChange?: DataGridProps<Row>['onSelectionChange'];
};

const none = () => undefined;

/**
 * A short list shown whole (a tenant's keys, endpoints, list entries): one page of all rows in the server's order, no pager
 * and no sorting; `rows` null shows the grid loading.
 */
export function StaticGrid<Row extends object>(props: StaticGridProps<Row>) {
  const { rows, selectedIds, onSelectionChange, ...rest } = props;
  return (
    <DataGrid<Row>
      {...rest}
      rows={rows ?? []}
      total={rows?.length ?? 0}
      page={1}
      pageSize={rows?.length ?? 0}
      paged={false}
      sort={null}
      selectedIds={selectedIds ?? []}
      loading={rows === null}
      onPageChange={none}
      onPageSizeChange={none}
      onSortChange={none}
      onSelectionChange={onSelectionChange ?? none}
    />
  );
}
