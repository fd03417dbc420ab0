import type { Logic } from '../../engine/core';
import menu from './menu.json';

/** A menu entry or header button. */
export interface NavEntry { id: string; label: string; route: string; icon?: string; visible?: Logic }
/** A menu group with its entries. */
export interface NavGroup { id: string; label: string; icon?: string; visible?: Logic; items: NavEntry[] }
/** The navigation document. */
export interface NavigationDocument { startRoute: string; groups: NavGroup[]; buttons: NavEntry[] }

/** The portal's menu and header buttons. */
export const navigation = menu as unknown as NavigationDocument;
