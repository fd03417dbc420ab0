import type { Logic } from '../screen/types';

/**
 * A text of a view document: a key of the document's `messages` or the text itself; `{path}` placeholders are filled from
 * the view's data (`{path|date}`, `|dateTime`, `|integer`, `|number`, `|money` format the value the German way).
 */
export type ViewText = string;

/** What every node may have: an id (actions, slots) and a visibility rule over the view's data (`data.*`). */
export interface ViewNodeBase {
  id?: string;
  visible?: Logic;
}

/** A button; a click reports its id as an action. */
export interface ViewButtonNode extends ViewNodeBase {
  type: 'button';
  id: string;
  label: ViewText;
  icon?: string;
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
  minimal?: boolean;
  autoFocus?: boolean;
  /** Shown as the button's tooltip. */
  tooltip?: ViewText;
  /** Usable while this holds (reads data.*); otherwise disabled. */
  enabled?: Logic;
}

/** A modal dialog, open while `open` holds; closing it (Escape, outside click, close button) reports `closeAction`. */
export interface ViewDialogNode extends ViewNodeBase {
  type: 'dialog';
  id: string;
  open: Logic;
  title: ViewText;
  icon?: string;
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
  /** alertdialog: a message the user must acknowledge (screen readers announce it at once). */
  role?: 'dialog' | 'alertdialog';
  closeAction: string;
  /** The close button in the header: its tooltip and accessible name; without it the header has none. */
  closeButton?: { tooltip: ViewText };
  /** Size: px or a CSS length, or JSON-Logic giving it from the data (a size from another document). */
  width?: number | string | Logic;
  height?: number | string | Logic;
  children: ViewNode[];
  /** The footer's buttons, right-aligned in this order. */
  buttons: ViewButtonNode[];
}

/** A short question or notice with one or two answers (Blueprint Alert), open while `open` holds. */
export interface ViewAlertNode extends ViewNodeBase {
  type: 'alert';
  id: string;
  open: Logic;
  message: ViewText;
  icon?: string;
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
  confirm: { id: string; label: ViewText };
  /** The second answer; Escape reports it too. Without it Escape reports the confirm. */
  cancel?: { id: string; label: ViewText };
}

/** A paragraph; `role: status` with a `label` makes it a live region screen readers announce. */
export interface ViewTextNode extends ViewNodeBase {
  type: 'text';
  text: ViewText;
  muted?: boolean;
  role?: 'status';
  label?: ViewText;
}

/** A highlighted hint (Blueprint Callout). */
export interface ViewCalloutNode extends ViewNodeBase {
  type: 'callout';
  text: ViewText;
  icon?: string;
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
}

/** A progress bar: `value` (0–1) and whether it moves (`active`) are JSON-Logic over the data. */
export interface ViewProgressNode extends ViewNodeBase {
  type: 'progress';
  label: ViewText;
  value: Logic;
  active?: Logic;
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
}

/** A waiting indicator. */
export interface ViewSpinnerNode extends ViewNodeBase {
  type: 'spinner';
  label: ViewText;
  size?: number;
}

/** Children one below the other; with a `title` a labelled section with a heading. */
export interface ViewGroupNode extends ViewNodeBase {
  type: 'group';
  title?: ViewText;
  /** Children side by side instead of stacked. */
  direction?: 'row' | 'column';
  /** Takes the remaining height of a column (a table filling a dialog). */
  grow?: boolean;
  /** Children in columns at least this wide (px), as many as fit: side by side on wide screens, stacked on narrow ones. */
  minChildWidth?: number;
  children: ViewNode[];
}

/** A button opening a menu of the items at `items` (null: still loading); choosing one reports the node's id with the item. */
export interface ViewMenuNode extends ViewNodeBase {
  type: 'menu';
  id: string;
  label: ViewText;
  icon?: string;
  /** The menu's accessible name. */
  menuLabel: ViewText;
  /** Data path of the items (an array, or null while loading). */
  items: string;
  /** Item property shown as its text. */
  itemLabel: string;
  /** The single disabled entry while the items are loading. */
  loadingText: ViewText;
  enabled?: Logic;
  /** Tooltip of the disabled button (why it cannot be used). */
  disabledTooltip?: ViewText;
  /** Reported when the menu opens (the page loads the items then). */
  openAction?: string;
}

/** One line of a key/value list; with `each` one line per item of that data array, its placeholders read the item. */
export interface ViewKeyValueRow {
  each?: string;
  label: ViewText;
  /** Data path of the value (of the item with `each`). */
  value: string;
  format?: 'text' | 'integer' | 'number' | 'money' | 'date' | 'datetime';
}

/** Labelled values: a definition list, or a two-column table with a caption; lines with an empty value are left out. */
export interface ViewKeyValuesNode extends ViewNodeBase {
  type: 'keyValues';
  label: ViewText;
  display?: 'list' | 'table';
  /** Table: the caption above it. */
  caption?: ViewText;
  rows: ViewKeyValueRow[];
}

/** A state of a timeline entry: its icon, its intent and the icon's title. */
export interface ViewTimelineState {
  icon: string;
  title: ViewText;
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
  /** The entry is the current step (aria-current, bold). */
  current?: boolean;
}

/** An ordered list of entries at `items`, each with a state, a label and a line of details joined by ' · '. */
export interface ViewTimelineNode extends ViewNodeBase {
  type: 'timeline';
  label: ViewText;
  items: string;
  /** Item property naming the entry's state (a key of `states`). */
  state: string;
  states: Record<string, ViewTimelineState>;
  /** Item property of the entry's text. */
  itemLabel: string;
  /** Item texts of the details line; empty ones are left out. */
  details: ViewText[];
}

/** A list of buttons, one per item at `items`; a click reports `action` with the item. */
export interface ViewListNode extends ViewNodeBase {
  type: 'list';
  label: ViewText;
  items: string;
  action: string;
  /**
   * Parts of an item's text (placeholders read the item), joined by a space; a part whose placeholders all come out empty
   * is left out, so `["{name}", "({datum|date})"]` shows the date in brackets only when there is one.
   */
  itemLabel: ViewText[];
  /** JSON-Logic over the item (`data.*`) giving the icon. */
  icon?: Logic;
}

/** An image whose source and alternative text are data paths. */
export interface ViewImageNode extends ViewNodeBase {
  type: 'image';
  src: string;
  alt: string;
}

/** A read-only grid of a column document (`columns`: its id) over the rows at `rows`; choosing a row reports `select`. */
export interface ViewGridNode extends ViewNodeBase {
  type: 'grid';
  columns: string;
  rows: string;
  /** Data path of the selected row's id. */
  selected?: string;
  select?: string;
  emptyText: ViewText;
  /** Shows the column document's title as the heading of a section labelled by it. */
  heading?: boolean;
  /** Reported with the row's id on double click or Enter on a row. */
  open?: string;
}

/** One bar of each schedule row: its start and end (item paths, ISO wall-clock times) and its accessible text. */
export interface ViewScheduleBar {
  /** Item path of the start (yyyy-mm-ddThh:mm; 00:00 without an end means the whole day). */
  start: string;
  /** Item path of the end (empty or not after the start: one hour, or the whole day at 00:00). */
  end: string;
  /** The bar's accessible name and tooltip (placeholders read the item). */
  label: ViewText;
  /** Short text inside the bar where it fits. */
  short: ViewText;
  intent: 'primary' | 'success' | 'warning' | 'danger' | 'none';
}

/**
 * A time line: one row per item at `items` with its bars over a range of whole days (`from`, `days`); choosing a bar
 * reports `select`, double click or Enter `open`, each with the item's key.
 */
export interface ViewScheduleNode extends ViewNodeBase {
  type: 'schedule';
  label: ViewText;
  items: string;
  /** Item property of its key (reported with the actions, compared with `selected`). */
  itemKey: string;
  /** Text of a row's head (placeholders read the item). */
  rowLabel: ViewText;
  bars: ViewScheduleBar[];
  /** Data path of the first day shown (yyyy-mm-dd). */
  from: string;
  /** Data path of the number of days shown (1: hours of the day; more: one column per day). */
  days: string;
  /** Data path of the selected item's key. */
  selected?: string;
  select?: string;
  open?: string;
  emptyText: ViewText;
}

/** A point of a map item: item paths of its latitude and longitude, its accessible name and its mark. */
export interface ViewMapPoint {
  lat: string;
  lon: string;
  label: ViewText;
  shape: 'circle' | 'square';
}

/**
 * A map drawn offline: the outline (GeoJSON at a data path, e.g. countries) fitted to the items' points, per item at
 * `items` a line from `from` to `to` with a mark at each end; choosing a mark reports `select`, double click or Enter
 * `open`, each with the item's key.
 */
export interface ViewMapNode extends ViewNodeBase {
  type: 'map';
  label: ViewText;
  /** Data path of a GeoJSON FeatureCollection drawn as the background (null while loading). */
  outline: string;
  /** Data path of a GeoJSON object the map shows at least (e.g. the home country). */
  frame: string;
  items: string;
  itemKey: string;
  from: ViewMapPoint;
  to: ViewMapPoint;
  selected?: string;
  select?: string;
  open?: string;
  /** Width / height of the drawing. */
  aspect: number;
}

/** A place the page fills by id (content the engine has no node for). */
export interface ViewSlotNode extends ViewNodeBase {
  type: 'slot';
  id: string;
}

/** A node of a view document. */
export type ViewNode =
  | ViewButtonNode
  | ViewDialogNode
  | ViewAlertNode
  | ViewTextNode
  | ViewCalloutNode
  | ViewProgressNode
  | ViewSpinnerNode
  | ViewGroupNode
  | ViewMenuNode
  | ViewKeyValuesNode
  | ViewTimelineNode
  | ViewListNode
  | ViewImageNode
  | ViewGridNode
  | ViewScheduleNode
  | ViewMapNode
  | ViewSlotNode;

/**
 * A view document (schemas/views/*.view.json): what a page shows besides a form — a question, a modal, a menu, a progress
 * display, a sidebar tab — laid out as nodes with their texts and rules; the page gives the data and handles the actions.
 */
export interface ViewDocument {
  $schema?: string;
  id: string;
  description?: string;
  /** Texts nodes name by key, and texts the page reads (notifications). */
  messages?: Record<string, string>;
  layout: ViewNode[];
}
