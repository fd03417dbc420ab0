import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { Theme } from '../theme';
import { bindWidget } from './bindWidget';

/** Every widget a screen may name (rjsf core's and the Blueprint theme's), bound to the form store. */
export const boundWidgets: RegistryWidgetsType = Object.fromEntries(
  Object.entries({ ...getDefaultRegistry().widgets, ...Theme.widgets }).map(([name, widget]) => [
    name,
    bindWidget(widget),
  ]),
);
