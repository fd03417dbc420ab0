import type { ComponentType } from 'react';
import type { ViewNode, ViewNodeType } from '../../core';
import {
  ViewButton,
  ViewCallout,
  ViewGroup,
  ViewImage,
  ViewProgress,
  ViewSlot,
  ViewSpinner,
  ViewText,
} from './basicNodes';
import { ViewGrid } from './gridNode';
import { ViewKeyValues, ViewList, ViewTimeline } from './listNodes';
import { ViewMap } from './mapNode';
import { ViewMenu } from './menuNode';
import { ViewSchedule } from './scheduleNode';
import { ViewAlert, ViewDialog } from './modalNodes';

/** The component of each view node type (a registry, not a switch): the engine's list of types is its key set. */
export const viewNodes: { [T in ViewNodeType]: ComponentType<{ node: Extract<ViewNode, { type: T }> }> } = {
  button: ViewButton,
  dialog: ViewDialog,
  alert: ViewAlert,
  text: ViewText,
  callout: ViewCallout,
  progress: ViewProgress,
  spinner: ViewSpinner,
  group: ViewGroup,
  menu: ViewMenu,
  keyValues: ViewKeyValues,
  timeline: ViewTimeline,
  list: ViewList,
  image: ViewImage,
  grid: ViewGrid,
  schedule: ViewSchedule,
  map: ViewMap,
  slot: ViewSlot,
};
