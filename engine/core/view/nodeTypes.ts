/**
 * The node types of view documents. The React renderer's node map (engine/react/view/viewNodes.tsx) is typed
 * `satisfies Record<ViewNodeType, …>` and the meta-schema's `type` enum is compared with this list by a unit test.
 */
export const VIEW_NODE_TYPES = [
  'button',
  'dialog',
  'alert',
  'text',
  'callout',
  'progress',
  'spinner',
  'group',
  'menu',
  'keyValues',
  'timeline',
  'list',
  'image',
  'grid',
  'schedule',
  'map',
  'slot',
] as const;

/** A node type of {@link VIEW_NODE_TYPES}. */
export type ViewNodeType = (typeof VIEW_NODE_TYPES)[number];
