import type { Logic } from '../../engine/core';
import menu from './menu.json';

/** A menu entry or header button. */
export interface NavEntry { id: string; label: string; route: string; icon?: string; opens?: 'route' | 'file'; visible?: Logic }
/** A style-switch button: theme id (data-theme on the root element), label and logo below the portal path. */
export interface ThemeEntry { id: string; label: string; logo: string; darkHeader?: boolean }
/** The header's style-switch buttons with their visibility rule. */
export interface ThemeButtons { label: string; visible?: Logic; items: ThemeEntry[] }
/** A menu group with its entries. */
export interface NavGroup { id: string; label: string; icon?: string; visible?: Logic; items: NavEntry[] }
/** The navigation document. */
export interface NavigationDocument { startRoute: string; groups: NavGroup[]; buttons: NavEntry[]; themes?: ThemeButtons }

/** The portal's menu and header buttons. */
export const navigation = menu as unknown as NavigationDocument;
