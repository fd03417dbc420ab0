import type { Logic } from '../screen/types';

/** How wide a column is by its text: `perCharacter` px per character plus `padding`, between `min` and `max`. */
export interface ColumnWidthRule {
  min: number;
  perCharacter: number;
  padding: number;
  max: number;
  /** The widest a user may drag a column. */
  resizeMax: number;
}

/** Paging of the lists: the sizes offered, the size without a stored choice and how many page buttons the pager shows. */
export interface GridPaging {
  pageSizes: number[];
  defaultPageSize: number;
  pagerButtons: number;
}

/** The lists' paging and column widths. */
export interface GridProfile extends GridPaging {
  columnWidth: ColumnWidthRule;
}

/** Limits of a text area whose document names none. */
export interface TextareaProfile {
  maxLineBreaks: number;
  maxLength: number;
}

/** The years a date may have: the date check's first year, the calendar's last, the century of a two-digit year. */
export interface DateProfile {
  minYear: number;
  maxYear: number;
  twoDigitYearCentury: number;
}

/** Heights and widths of the drop-down lists (Suggest, Select). */
export interface DropdownProfile {
  maxHeight: number;
  itemHeight: number;
  /** Minimum width of a list whose options carry details (an address with its place). */
  wideMinWidth: number;
}

/**
 * A named JSON-Logic operation of the portal, e.g. a freight formula: its arguments by name (numbers; the result is null
 * while one is missing) and the rule that computes the result from them.
 */
export interface ProfileFormula {
  description?: string;
  params: string[];
  value: Logic;
}

/** Everything the engine needs to know about the portal it renders; the portal passes its profile document. */
export interface EngineProfile {
  grid: GridProfile;
  textarea: TextareaProfile;
  dates: DateProfile;
  /** How long typing must pause before a searching option source is asked (ms). */
  search: { delayMs: number };
  dropdown: DropdownProfile;
  formulas: Record<string, ProfileFormula>;
}
