import type { CSSProperties } from 'react';

/** orders.md §9: a drop-down list is at most 245 px high with 35 px per item (seven items, then it scrolls). */
export const DROPDOWN = { maxHeight: 245, itemHeight: 35 } as const;

/** `menuProps` of every popover list of the theme (Suggest, Select): the list's height limit. */
export const dropdownMenuProps: { style: CSSProperties } = { style: { maxHeight: DROPDOWN.maxHeight, overflowY: 'auto' } };

/** `style` of every item of such a list: 35 px high, text centred (Blueprint's MenuItem is 30 px and top-aligned). */
export const dropdownItemStyle: CSSProperties = { minHeight: DROPDOWN.itemHeight, alignItems: 'center', boxSizing: 'border-box' };
