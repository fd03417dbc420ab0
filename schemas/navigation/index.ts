import type { Logic } from '../../engine/core';
import menu from './menu.json';

/** A menu entry or header button. */
export interface NavEntry {
  id: string;
  label: string;
  route: string;
  icon?: string;
  opens?: 'route' | 'file';
  visible?: Logic;
}
/** A style-switch button: theme id (data-theme on the root element), label and logo below the portal path. */
export interface ThemeEntry {
  id: string;
  label: string;
  logo: string;
  darkHeader?: boolean;
}
/** The header's style-switch buttons with their visibility rule. */
export interface ThemeButtons {
  label: string;
  visible?: Logic;
  items: ThemeEntry[];
}
/** A menu group with its entries. */
export interface NavGroup {
  id: string;
  label: string;
  icon?: string;
  visible?: Logic;
  items: NavEntry[];
}
/** The header's own texts (configuration staff change them in menu.json, not in TSX). */
export interface HeaderTexts {
  produkt: string;
  navigation: string;
  version: string;
  menue: string;
  angemeldet: string;
  logout: string;
  sitzung: string;
}
/** The navigation document. */
export interface NavigationDocument {
  startRoute: string;
  texts: HeaderTexts;
  groups: NavGroup[];
  buttons: NavEntry[];
  themes?: ThemeButtons;
}

/** The portal's menu and header buttons. */
export const navigation = menu as unknown as NavigationDocument;
