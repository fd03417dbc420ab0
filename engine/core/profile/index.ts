export type {
  EngineProfile, GridProfile, GridPaging, ColumnWidthRule, TextareaProfile, DateProfile, DropdownProfile, ProfileFormula,
} from './types';
