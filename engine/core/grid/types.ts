import type { Logic } from '../screen';

/**
 * How a column's values are formatted (de-DE, dates in UTC). `code` is text that may look like a number (postcodes,
 * references, order numbers): shown like text, and exports keep it text so a spreadsheet keeps leading zeros (01623).
 */
export type ColumnType =
  | 'text'
  | 'code'
  | 'date'
  | 'datetime'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  /** A CSS colour value: the grid shows a sample before its text; exports take the text. */
  | 'color';

/** One column of a column document (schemas/grids/*.columns.json). */
export interface ColumnDef {
  /** German header text. */
  header: string;
  /** Dot path into the row; omitted when `value` computes the cell. */
  field?: string;
  /** JSON-Logic over { row, session, config, variant, modes } that computes the displayed value. */
  value?: Logic;
  type?: ColumnType;
  /** Field name the server sorts by (sortBy); defaults to `field`. */
  sortField?: string;
  sortable?: boolean;
  /** Fixed width in px; otherwise derived from the header text by the profile's width rule. */
  width?: number;
  /** Shown only after the user switches it on in the column menu. */
  hidden?: boolean;
  align?: 'left' | 'right' | 'center';
}

/** A grid's column document: every column by id and the column set in display order. */
export interface ColumnDocument {
  $schema?: string;
  id: string;
  title: string;
  description?: string;
  /** Field that identifies a row. */
  rowKey: string;
  /** Row paths the page reads from marked rows besides the columns (action rules, messages); see rowFieldsOf. */
  rowFields?: string[];
  /** Table type of the saved user view; defaults to the id. */
  tabellenTyp?: string;
  /** Placeholder of the screen's free-text search. */
  searchPlaceholder?: string;
  columns: Record<string, ColumnDef>;
  /** The column set: ids of `columns`, in default order. */
  order: string[];
}

/** A resolved column as the grid renders it. */
export interface GridColumn extends ColumnDef {
  id: string;
  type: ColumnType;
  sortable: boolean;
  visible: boolean;
  width: number;
  /**
   * The width follows what the column shows (header and visible cells, {@link fitColumns}): neither the document
   * nor the user fixed it. A width the user dragged clears it.
   */
  autoWidth?: boolean;
}

/** The per-user table layout stored in configjson (view id 1); `width` only where the user set one. */
export interface GridLayout {
  columns: { id: string; visible: boolean; width?: number }[];
}

/** Sort cycle state of a column: 0 default, 1 ascending, 2 descending. */
export type SortDirection = 0 | 1 | 2;

/** The sorted column, or null for the server's default order. */
export interface SortState {
  columnId: string;
  direction: 1 | 2;
}
