export type {
  ViewDocument,
  ViewNode,
  ViewText,
  ViewNodeBase,
  ViewButtonNode,
  ViewDialogNode,
  ViewAlertNode,
  ViewTextNode,
  ViewCalloutNode,
  ViewProgressNode,
  ViewSpinnerNode,
  ViewGroupNode,
  ViewMenuNode,
  ViewKeyValuesNode,
  ViewKeyValueRow,
  ViewTimelineNode,
  ViewTimelineState,
  ViewListNode,
  ViewImageNode,
  ViewGridNode,
  ViewScheduleNode,
  ViewScheduleBar,
  ViewMapNode,
  ViewMapPoint,
  ViewSlotNode,
} from './types';
export { VIEW_NODE_TYPES } from './nodeTypes';
export type { ViewNodeType } from './nodeTypes';
export { viewText, viewTextParts, viewPlaceholders, VIEW_TEXT_FORMATS } from './viewText';
export { viewNodes, viewActions, viewIds, viewTexts } from './walkView';
export { scheduleSpan, scheduleTicks, wallMinutes } from './schedule';
export type { ScheduleSpan } from './schedule';
