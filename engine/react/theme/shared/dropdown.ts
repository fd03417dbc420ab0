import type { CSSProperties } from 'react';
import type { DropdownProfile } from '../../../core';

/**
 * `menuProps` of every popover list of the theme (Suggest, Select): the profile's height limit (orders.md §9: seven items,
 * then it scrolls); a list whose options carry details is at least the profile's wide width.
 */
export function dropdownMenuProps(dropdown: DropdownProfile, wide = false): { style: CSSProperties } {
  return {
    style: { maxHeight: dropdown.maxHeight, overflowY: 'auto', ...(wide ? { minWidth: dropdown.wideMinWidth } : {}) },
  };
}

/** `style` of every item of such a list: the profile's item height, text centred (Blueprint's MenuItem is 30 px and top-aligned). */
export function dropdownItemStyle(dropdown: DropdownProfile): CSSProperties {
  return { minHeight: dropdown.itemHeight, alignItems: 'center', boxSizing: 'border-box' };
}
