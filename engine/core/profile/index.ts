export type {
  EngineProfile,
  GridProfile,
  GridPaging,
  ColumnWidthRule,
  TextareaProfile,
  DateProfile,
  DropdownProfile,
  ProfileFormula,
} from './types';
export { engineProfile } from './current';
export { installProfile } from './install';
