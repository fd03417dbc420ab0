export { RJSF_CORE_WIDGET_IDS, THEME_WIDGET_IDS, WIDGET_IDS, rendersWidget, widgetHintNames } from './widgetIds';
export type { ThemeWidgetId } from './widgetIds';
