import { withTheme } from '@rjsf/core';
import { Theme } from '../Theme';

/** rjsf Form rendered with the Blueprint theme; takes every rjsf Form prop (validator, schema, uiSchema, ...). */
export const BlueprintForm = withTheme(Theme);
