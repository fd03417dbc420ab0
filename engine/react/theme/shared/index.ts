export { LABEL_OFFSET } from './labelOffset';
export { labelId } from './labelId';
export { labelProps } from './labelProps';
export type { LabelProps } from './labelProps';
export { RequiredMarker } from './RequiredMarker';
export { useVisibleErrors } from './useVisibleErrors';
export { ValidationRoundProvider } from './ValidationRoundProvider';
export { portalValidator } from './portalValidator';
export { DROPDOWN, dropdownMenuProps, dropdownItemStyle } from './dropdown';
