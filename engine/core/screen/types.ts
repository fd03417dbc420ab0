import type { SheetSettings } from '../sheet/readSheetRows';
/** JSON-Logic expression as stored in screen and variant documents. */
export type Logic = boolean | number | string | null | Logic[] | { [operator: string]: Logic };

/** Data available to every rule: form data, session flags, client configuration switches and variant. */
export interface RuleContext {
  data: Record<string, unknown>;
  session: Record<string, unknown>;
  config: Record<string, string>;
  variant: string;
  /** Independent customer modes (variants/selection.json), e.g. mandantSpezi29. */
  modes?: Record<string, boolean>;
  /** Only while `defaultsOf` builds initial data: 'open' (a form opens new or from a template) or 'reset' (started over). */
  start?: 'open' | 'reset';
}

/** Per-field rules; each value is JSON-Logic evaluated against the {@link RuleContext}. */
export interface FieldRules {
  visible?: Logic;
  readOnly?: Logic;
  required?: Logic;
}

/** A node of a screen layout. */
export type LayoutNode = PanelNode | TabsNode | FieldNode | TableNode | DialogNode | RowNode;

/**
 * Where a node sits in a `row`: columns of the row's 12-column grid it spans (1–12). Children of a row without a span share
 * what the others leave equally; below 768 px window width every child spans all 12 (narrow windows stack).
 */
export interface Spanned {
  span?: number;
}

/** Named field widths by expected length: xs (a house number, a country code), s (postcode, date, time), m, l, full. */
export type FieldWidth = 'xs' | 's' | 'm' | 'l' | 'full';

/** Children side by side on a 12-column grid (each by its `span`); more than 12 columns wrap to the next line. */
export interface RowNode extends Spanned {
  type: 'row';
  id: string;
  visible?: Logic;
  children: LayoutNode[];
}

/** A titled group of child nodes. */
export interface PanelNode extends Spanned {
  type: 'panel';
  id: string;
  title?: string;
  /** The title is a button that folds the panel's content away and back (the fields stay in the form). */
  collapsible?: boolean;
  /** A collapsible panel starts folded. */
  collapsed?: boolean;
  /** Labels of the panel's fields: above the input (default) or beside it in one aligned column. */
  labels?: 'beside' | 'above';
  /** JSON-Logic giving the title instead of `title` (a tab relabelled by a switch, e.g. 'abw. Abh.'). */
  titleRule?: Logic;
  visible?: Logic;
  children: LayoutNode[];
  /** Keys that move the focus to the first field a user types in this node (Alt+1); shown in its title's tooltip. */
  shortcut?: string;
}

/** A tab strip; each tab is a panel. */
export interface TabsNode extends Spanned {
  type: 'tabs';
  id: string;
  /** Keys that move the focus to the first field of the shown tab; shown in the tabs' tooltips. */
  shortcut?: string;
  visible?: Logic;
  tabs: PanelNode[];
}

/** Places one property of the data schema. */
export interface FieldNode extends FieldRules, Spanned {
  type: 'field';
  /** Only where one field is placed twice: overlays address a field by its `field` path (a column by `<table id>.<field>`). */
  id?: string;
  field: string;
  widget?: string;
  placeholder?: string;
  autoFocus?: boolean;
  autoComplete?: string;
  help?: string;
  /** Options of a select/suggest: from a reference endpoint (`source`) and/or filtered by a rule. */
  options?: OptionsSpec;
  /** Textarea: most line breaks allowed (maxLength comes from the data schema). */
  maxLineBreaks?: number;
  /** Textarea: initial rows. */
  rows?: number;
  /** Toggle: labels of the two states (default Ja/Nein). */
  labels?: { on: string; off: string };
  /** Width by expected length (`FieldWidth`) or in px; in a table the column's least width. Default: the space it is given. */
  width?: number | FieldWidth;
  /**
   * Most characters by a rule (e.g. the chosen country's postcode length a choice filled in), within the data schema's
   * maxLength; a rule without a positive number leaves the schema's.
   */
  maxLength?: Logic;
  /** Tooltip of the input: a text or a key of the document's messages, `{name}` placeholders from `params` rules. */
  tooltip?: FieldTooltip;
}

/** A field's tooltip whose text may name data (the digits a postcode needs). */
export interface FieldTooltip {
  message: string;
  params?: Record<string, Logic>;
}

/** Where a field's options come from and which of them are offered. */
export interface OptionsSpec {
  /** Reference endpoint name, resolved by the caller's `optionSources` (engine/ never calls the API). */
  source?: string;
  /** Parameters for the source; each value is JSON-Logic, so parameters may read other fields. */
  params?: Record<string, Logic>;
  /** Property (dot path) of a source item shown to the user; never number-formatted, so ids and UN numbers read as stored. */
  label?: string;
  /**
   * Second line of each option, a template of the item's properties ('{strasse} {hausnummer}, {plz} {ort}'), so options with
   * the same label (two addresses of one company) can be told apart, or name what a number means ('{gefahrgutklasse.bezeichnung}').
   */
  detail?: string;
  /** Property (dot path) of a source item stored in the data. */
  value?: string;
  /**
   * What a choice completes: target path (in the cell's table row, else in the form data) → property (dot path) of the
   * chosen item. Only a choice picked in the list fills; clearing the field clears every target.
   */
  fill?: Record<string, string>;
  /** Keeps only options for which this rule holds; reads `option.value`, `option.label`, `option.item` and the rule context. */
  filter?: Logic;
  /**
   * The name of a stored value that is not among the options (an entry that has left the list since it was chosen): JSON-Logic
   * over the rule context (`row.*` in a table), e.g. `{"var": "row.verpackung.value"}`. The field then offers and shows that
   * value by this name instead of an empty choice.
   */
  storedLabel?: Logic;
}

/** An editable table bound to an array property; rules of its columns read `row.*` and `index`. */
export interface TableNode extends Spanned {
  type: 'table';
  /** compact: small inputs and narrow cells (long lists of positions and services); regular (default). */
  density?: 'compact' | 'regular';
  id: string;
  /** The array property of the data schema. */
  field: string;
  title?: string;
  /** JSON-Logic giving the title instead of `title` (e.g. 'Services (kostenpfl.)' under a configuration switch). */
  titleRule?: Logic;
  visible?: Logic;
  /** One field node per column; `field` names a property of the array's items. */
  columns: FieldNode[];
  /** Item property renumbered 1, 2, 3 … after every change (e.g. laufendePosition). */
  sequence?: string;
  /** Buttons in every filled row (never in the trailing empty row); their rules read `row.*` and `index`. */
  rowActions?: RowActionNode[];
  /** Shows (and validates) only the rows for which this rule holds (reads `row.*`, `index`); two tables may split one array. */
  rowFilter?: Logic;
  /** Keys that move the focus to the first field a user types in this node (Alt+1); shown in its title's tooltip. */
  shortcut?: string;
  /** Keys that move the focus to the first field of the trailing empty row: a new row (Alt+N). */
  newRowShortcut?: string;
}

/** A button in each filled row of a table: a click opens `opens` and reports `onAction(id, data, form, { table, index })`. */
export interface RowActionNode {
  id: string;
  label: string;
  icon?: string;
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
  /** JSON-Logic over the row (`row.*`, `index`) and the rule context. */
  enabled?: Logic;
  visible?: Logic;
  /** Id of a dialog node this action opens. */
  opens?: string;
  /** The row's array property the opened dialog's table edits as a working copy (the caller copies it in on the action):
   * a message at `<table>.<index>.<edits>.<j>.<column>` opens the dialog for that row and shows in its table's cell. */
  edits?: string;
}

/** A Blueprint dialog opened by an action; its children are fields of the same form. */
export interface DialogNode {
  type: 'dialog';
  id: string;
  /** Title: a text whose `{field}` placeholders are replaced by the form data, or a JSON-Logic expression giving the text. */
  title: string | Logic;
  width?: number | string;
  height?: number | string;
  canOutsideClickClose?: boolean;
  children: LayoutNode[];
  /** The confirm button: label and enablement rule; confirming reports `<dialog id>` to the caller. */
  confirm?: { label: string; enabled?: Logic; tooltip?: string };
  cancelLabel?: string;
}

/** A yes/no question of the screen (`confirms`), asked by the page; the engine renders it in the document's size. */
export interface ConfirmNode {
  id: string;
  /** The question: a key of the document's `messages` (its {1} filled by the page) or the text itself. */
  message: string;
  width: number;
  height: number;
  confirmLabel: string;
  cancelLabel: string;
  /** Blueprint intent of the confirm button ('primary', 'warning', …). */
  intent?: string;
  icon?: string;
}

/** A cross-field check: when `when` is truthy the message is reported. */
export interface CheckRule {
  id: string;
  when: Logic;
  message: string;
  /** Placeholders `{name}` of the message, each a JSON-Logic value over the rule context (e.g. a minimum from configuration). */
  params?: Record<string, Logic>;
  fields?: string[];
  /** Evaluates the check once per non-empty row of this array property; `when` reads `row.*` and `index`,
   * fields name item properties and messages go to '<array>.<index>.<field>'. */
  forEach?: string;
  /** `error` (default) refuses the save; a `hint` never does: the page shows it as a notice when it starts to hold. */
  severity?: 'error' | 'hint';
}

/** A value written into a field when its inputs change (CBM, LDM, Stellplätze). */
export interface ComputedRule {
  id: string;
  /** Target field; an item property when `forEach` names an array. */
  field: string;
  /** JSON-Logic expression of the value; null or undefined leaves the field alone. */
  value: Logic;
  forEach?: string;
  /** Only while the target is empty or holds the engine's last result or exactly the rule's result (a different typed value wins). */
  onlyIfEmpty?: boolean;
  /** Computes only while this rule holds (e.g. a configuration switch). */
  when?: Logic;
}

/** A toolbar or form action. */
export interface ActionNode {
  id: string;
  label: string;
  /** `submit` validates and saves; `custom` is drawn by the caller in its place (ScreenForm's `toolbarItems`, e.g. a print menu). */
  kind?: 'submit' | 'button' | 'custom';
  /** Where a submit action sits: in the toolbar (sticky at the top of the page) or below the form (default). */
  placement?: 'toolbar' | 'form';
  intent?: 'primary' | 'success' | 'warning' | 'danger' | 'none';
  icon?: string;
  enabled?: Logic;
  visible?: Logic;
  /** Id of a dialog node this action opens. */
  opens?: string;
  /** Size of the modal the action opens when the page draws it (not a document dialog): px or a CSS length. */
  modal?: { width: number | string; height: number | string };
  /** Keys that trigger the action ('Strg+S', 'Strg+Enter', 'Alt+N'), shown in its tooltip as written. */
  shortcuts?: string[];
}

/** How a screen builds fields from a switch catalogue: widget, columns and limits per field type. */
export interface CatalogueFields {
  catalogue: string;
  types: Record<'flag' | 'choice' | 'number' | 'text', { widget?: string; span?: number; schema?: JsonSchema }>;
}

/** A complete screen document as stored in schemas/screens. */
export interface ScreenDocument {
  $schema?: string;
  id: string;
  title?: string;
  description?: string;
  dataSchema: JsonSchema;
  /** Data the page adds for rules only (never rendered or validated); the linter types rule paths with it. */
  ruleData?: JsonSchema;
  layout: LayoutNode[];
  /** A switch catalogue whose switches the screen shows as fields, one panel per topic after its layout. */
  fieldsFrom?: CatalogueFields;
  /** Visibility of the whole screen, evaluated when it starts: when it does not hold nothing is rendered (a box behind a switch). */
  visible?: Logic;
  /** Read-only rule of the whole form, evaluated when it starts: every field, table cell, row action and dialog confirm. */
  readOnly?: Logic;
  checks?: CheckRule[];
  actions?: ActionNode[];
  computed?: ComputedRule[];
  /** Where validation messages appear: next to each field (default) or once above the form. */
  errorDisplay?: 'field' | 'summary';
  /** Enter in a one-line field: moves to the next field (default) or submits the form (one-step forms such as login). */
  enterKey?: 'nextField' | 'submit';
  /** Overrides of the German validation messages per JSON Schema keyword. */
  messages?: Record<string, string>;
  /** Yes/no questions the page asks, with their modal size (orders.md §2 Modals). */
  confirms?: ConfirmNode[];
  /** Settings the screen's page reads besides the layout (order capture: `services`). */
  settings?: ScreenSettings;
}

/** Page settings of a screen document (`settings` in the meta-schema). */
export interface ScreenSettings {
  /** Service list of the order capture: the logical type, the type of added services, their numbering offset. */
  services?: { logicalType: string; newServiceType: string; numberOffset: number };
  /** JSON-Logic: after the cancel question's Ja the page returns to the list when it holds, else resets the form. */
  cancelToList?: Logic;
  /** Size in px of the page's dialog showing the document, per mode (e.g. neu, bearbeiten). */
  dialogSizes?: Record<string, { width: number; height: number }>;
  /** CSV address import: the header columns in order, the template's file name, the delimiter, the screen checking each row. */
  adressImport?: { columns: string[]; templateFile: string; delimiter: string; checkScreen?: string };
  /** An .xlsx import: the sheet and its columns, the template's file name, the limits of one file. */
  sheetImport?: SheetImportSettings;
}

/** An .xlsx import of a screen (settings.sheetImport): what the reader needs, the template's name and the largest file. */
export type SheetImportSettings = SheetSettings & { templateFile: string; maxFileBytes: number };

/** The subset of JSON Schema the engine reads directly. */
export interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  maxLength?: number;
  minLength?: number;
  readOnly?: boolean;
  [keyword: string]: unknown;
}
