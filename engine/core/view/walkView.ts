import type { ViewDocument, ViewNode } from './types';

/** Every node of a view document with its JSON pointer, parents before children (a dialog's buttons after its children). */
export function viewNodes(doc: Pick<ViewDocument, 'layout'>): { node: ViewNode; pointer: string }[] {
  const out: { node: ViewNode; pointer: string }[] = [];
  const walk = (nodes: ViewNode[] | undefined, at: string) =>
    (nodes ?? []).forEach((node, i) => {
      const pointer = `${at}/${i}`;
      out.push({ node, pointer });
      if (node.type === 'group' || node.type === 'dialog') walk(node.children, `${pointer}/children`);
      if (node.type === 'dialog') walk(node.buttons, `${pointer}/buttons`);
    });
  walk(doc.layout, '/layout');
  return out;
}

/** The action ids a view reports to its page, each with the pointer that names it. */
export function viewActions(doc: Pick<ViewDocument, 'layout'>): { id: string; pointer: string }[] {
  return viewNodes(doc).flatMap(({ node, pointer }) => {
    switch (node.type) {
      case 'button':
        return [{ id: node.id, pointer: `${pointer}/id` }];
      case 'dialog':
        return [{ id: node.closeAction, pointer: `${pointer}/closeAction` }];
      case 'alert':
        return [
          { id: node.confirm.id, pointer: `${pointer}/confirm/id` },
          ...(node.cancel ? [{ id: node.cancel.id, pointer: `${pointer}/cancel/id` }] : []),
        ];
      case 'menu':
        return [
          { id: node.id, pointer: `${pointer}/id` },
          ...(node.openAction ? [{ id: node.openAction, pointer: `${pointer}/openAction` }] : []),
        ];
      case 'list':
        return [{ id: node.action, pointer: `${pointer}/action` }];
      case 'grid':
      case 'schedule':
      case 'map':
        return (['select', 'open'] as const).flatMap((key) =>
          node[key] ? [{ id: node[key], pointer: `${pointer}/${key}` }] : [],
        );
      default:
        return [];
    }
  });
}

/** Ids of the view's slots (filled by the page) and nodes with an id: what a page may look up. */
export function viewIds(doc: Pick<ViewDocument, 'layout'>): string[] {
  return [
    ...new Set([
      ...viewNodes(doc).flatMap(({ node }) => (node.id ? [node.id] : [])),
      ...viewActions(doc).map((a) => a.id),
    ]),
  ];
}

// The properties of each node type holding a view text (a message key or the text itself).
const TEXTS: Partial<Record<ViewNode['type'], string[]>> = {
  button: ['label', 'tooltip'],
  dialog: ['title', 'closeButton/tooltip'],
  alert: ['message', 'confirm/label', 'cancel/label'],
  text: ['text', 'label'],
  callout: ['text'],
  progress: ['label'],
  spinner: ['label'],
  group: ['title'],
  menu: ['label', 'menuLabel', 'loadingText', 'disabledTooltip'],
  keyValues: ['label', 'caption'],
  timeline: ['label'],
  list: ['label'],
  grid: ['emptyText'],
  schedule: ['label', 'emptyText'],
  map: ['label'],
};

/** Every view text of the document with its pointer (key/value rows, timeline states and details included). */
export function viewTexts(doc: Pick<ViewDocument, 'layout'>): { text: string; pointer: string }[] {
  const at = (value: unknown, path: string): unknown =>
    path
      .split('/')
      .reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
  return viewNodes(doc).flatMap(({ node, pointer }) => {
    const own = (TEXTS[node.type] ?? []).map((path) => ({ text: at(node, path), pointer: `${pointer}/${path}` }));
    if (node.type === 'list')
      own.push(...node.itemLabel.map((t, i) => ({ text: t as unknown, pointer: `${pointer}/itemLabel/${i}` })));
    if (node.type === 'keyValues')
      own.push(...node.rows.map((r, i) => ({ text: r.label as unknown, pointer: `${pointer}/rows/${i}/label` })));
    if (node.type === 'schedule') {
      own.push({ text: node.rowLabel as unknown, pointer: `${pointer}/rowLabel` });
      node.bars.forEach((b, i) =>
        own.push(
          { text: b.label as unknown, pointer: `${pointer}/bars/${i}/label` },
          { text: b.short as unknown, pointer: `${pointer}/bars/${i}/short` },
        ),
      );
    }
    if (node.type === 'map')
      for (const end of ['from', 'to'] as const)
        own.push({ text: node[end].label, pointer: `${pointer}/${end}/label` });
    if (node.type === 'timeline') {
      own.push(
        ...Object.entries(node.states).map(([k, s]) => ({
          text: s.title as unknown,
          pointer: `${pointer}/states/${k}/title`,
        })),
      );
      own.push(...node.details.map((d, i) => ({ text: d as unknown, pointer: `${pointer}/details/${i}` })));
    }
    return own.filter((t): t is { text: string; pointer: string } => typeof t.text === 'string');
  });
}
