import { schemaAt } from '../screen/schemaAt';
import type { FieldNode, JsonSchema, LayoutNode, ScreenDocument } from '../screen/types';
import { nodeId } from '../overlay/nodeIds';
import { hint, near } from './suggest';
import { duplicateShortcuts } from './shortcuts';
import type { LintRegistries } from './types';

type Out = { pointer: string; message: string };
type Placed = { node: LayoutNode; pointer: string; scope: JsonSchema; table?: string };

/** Every layout node with its pointer and the schema its fields are paths of (a table's items for its columns). */
function placedNodes(layout: LayoutNode[], pointer: string, scope: JsonSchema, table?: string): Placed[] {
  return layout.flatMap((node, i) => {
    const at = `${pointer}/${i}`;
    const here: Placed = { node, pointer: at, scope, table };
    if (node.type === 'panel' || node.type === 'row' || node.type === 'dialog')
      return [here, ...placedNodes(node.children ?? [], `${at}/children`, scope, table)];
    if (node.type === 'tabs') return [here, ...placedNodes(node.tabs ?? [], `${at}/tabs`, scope, table)];
    if (node.type === 'table') {
      const items = (schemaAt(scope, node.field)?.items ?? {}) as JsonSchema;
      return [here, ...placedNodes(node.columns ?? [], `${at}/columns`, items, node.id)];
    }
    return [here];
  });
}

const propertyNames = (schema: JsonSchema | undefined) => Object.keys(schema?.properties ?? {});

function fieldProblems({ node, pointer, scope, table }: Placed, registries: LintRegistries): Out[] {
  const field = node as FieldNode;
  const where = table ? `Tabelle '${table}': Spalte '${field.field}'` : `Feld '${field.field}'`;
  const schema = schemaAt(scope, field.field);
  const last = field.field.split('.').pop()!;
  const parent = field.field.includes('.')
    ? schemaAt(scope, field.field.slice(0, field.field.lastIndexOf('.')))
    : scope;
  if (!schema)
    return [
      { pointer: `${pointer}/field`, message: `${where} fehlt im dataSchema${hint(last, propertyNames(parent))}` },
    ];
  const out: Out[] = [];
  if (field.widget && registries.widget && !registries.widget(field.widget, schema)) {
    out.push({
      pointer: `${pointer}/widget`,
      message: `${where}: unbekanntes Widget '${field.widget}'${hint(field.widget, registries.widgetNames ?? [])}`,
    });
  }
  const source = field.options?.source;
  if (source && registries.optionSources && !registries.optionSources.includes(source)) {
    out.push({
      pointer: `${pointer}/options/source`,
      message: `${where}: unbekannte Optionsquelle '${source}'${hint(source, registries.optionSources)}`,
    });
  }
  for (const target of Object.keys(field.options?.fill ?? {})) {
    if (!schemaAt(scope, target))
      out.push({ pointer: `${pointer}/options/fill`, message: `${where}: fill-Ziel '${target}' fehlt im dataSchema` });
  }
  return out;
}

/** A second node with an id already taken (rows, panels, fields by path, columns as '<table>.<field>'): an overlay could not address it. */
function duplicateIds(nodes: Placed[]): Out[] {
  const first = new Map<string, string>();
  return nodes.flatMap(({ node, pointer, table }) => {
    const id = nodeId(node, table);
    if (id === undefined) return [];
    const seen = first.get(id);
    if (seen === undefined) {
      first.set(id, pointer);
      return [];
    }
    return [
      {
        pointer,
        message: `Id '${id}' gibt es schon (${seen}): Overlays sprechen Knoten über ihre Id an – eine eindeutige Id vergeben`,
      },
    ];
  });
}

/**
 * Checks a screen's references: placed fields exist in the data schema, widgets and option sources are registered,
 * actions open existing dialogs or are handled by the page, checks name existing fields and the ids the page reads.
 */
export function lintScreen(doc: ScreenDocument, registries: LintRegistries): Out[] {
  const nodes = placedNodes(doc.layout ?? [], '/layout', doc.dataSchema);
  const dialogs = nodes.flatMap((n) => (n.node.type === 'dialog' ? [n.node.id] : []));
  const out: Out[] = [];
  for (const placed of nodes) {
    const { node, pointer } = placed;
    if (node.type === 'field') out.push(...fieldProblems(placed, registries));
    if (node.type === 'table') {
      if (schemaAt(doc.dataSchema, node.field)?.type !== 'array')
        out.push({
          pointer: `${pointer}/field`,
          message: `Tabelle '${node.id}': '${node.field}' ist keine Liste im dataSchema`,
        });
      (node.rowActions ?? []).forEach((a, i) => {
        if (a.opens && !dialogs.includes(a.opens))
          out.push({
            pointer: `${pointer}/rowActions/${i}/opens`,
            message: `Zeilenaktion '${a.id}' öffnet den Dialog '${a.opens}', den die Maske nicht hat${hint(a.opens, dialogs)}`,
          });
      });
    }
  }
  out.push(...duplicateIds(nodes), ...duplicateShortcuts(doc, nodes));
  const handled = registries.actions?.[doc.id];
  // One submit action is simply 'submit'; of several the page tells them apart by id, so each must be one it knows.
  const submitsById = (doc.actions ?? []).filter((a) => a.kind === 'submit').length > 1;
  (doc.actions ?? []).forEach((action, i) => {
    const at = `/actions/${i}`;
    if (action.opens && !dialogs.includes(action.opens))
      out.push({
        pointer: `${at}/opens`,
        message: `Aktion '${action.id}' öffnet den Dialog '${action.opens}', den die Maske nicht hat${hint(action.opens, dialogs)}`,
      });
    else if (!action.opens && (action.kind !== 'submit' || submitsById) && handled && !handled.includes(action.id)) {
      out.push({
        pointer: `${at}/id`,
        message: `Aktion '${action.id}': die Seite der Maske '${doc.id}' kennt diese Aktion nicht${hint(action.id, handled)}`,
      });
    }
  });
  (doc.checks ?? []).forEach((check, i) => {
    const scope = check.forEach
      ? (schemaAt(doc.dataSchema, check.forEach)?.items as JsonSchema | undefined)
      : doc.dataSchema;
    if (check.forEach && !scope)
      out.push({
        pointer: `/checks/${i}/forEach`,
        message: `Prüfung '${check.id}': forEach '${check.forEach}' ist keine Liste im dataSchema`,
      });
    (check.fields ?? []).forEach((f, j) => {
      if (scope && !schemaAt(scope, f) && !schemaAt(doc.dataSchema, f))
        out.push({
          pointer: `/checks/${i}/fields/${j}`,
          message: `Prüfung '${check.id}': Feld '${f}' fehlt im dataSchema${hint(f, propertyNames(scope))}`,
        });
    });
  });
  out.push(...searchParamProblems(doc, registries), ...tabContentProblems(doc, nodes, registries));
  const own = [
    ...(doc.checks ?? []),
    ...(doc.confirms ?? []),
    ...(doc.actions ?? []),
    ...nodes.map((n) => n.node),
    ...nodes.flatMap((n) => (n.node.type === 'table' ? (n.node.rowActions ?? []) : [])),
  ]
    .map((x) => (x as { id?: string }).id)
    .filter(Boolean) as string[];
  for (const id of registries.reads?.[doc.id] ?? []) {
    if (!own.includes(id))
      out.push({
        pointer: '/',
        message: `die Seite der Maske '${doc.id}' liest die Id '${id}', die das Dokument nicht hat – Id wiederherstellen oder die Seite anpassen${near(id, own)}`,
      });
  }
  return out;
}

/** A search screen's fields are the search call's query parameters by name: a field the search does not know is refused. */
function searchParamProblems(doc: ScreenDocument, registries: LintRegistries): Out[] {
  const params = registries.searchParams?.[doc.id];
  if (!params) return [];
  return propertyNames(doc.dataSchema)
    .filter((name) => !params.includes(name))
    .map((name) => ({
      pointer: `/dataSchema/properties/${name}`,
      message: `Suchfeld '${name}': die Suche der Maske '${doc.id}' kennt keinen Parameter '${name}' (Feldname = Parameter der Suche)${hint(name, params)}`,
    }));
}

/** Every tab of a tabs node the page draws (ScreenTabs) needs a content registered by the tab's id. */
function tabContentProblems(doc: ScreenDocument, nodes: Placed[], registries: LintRegistries): Out[] {
  return Object.entries(registries.tabContents?.[doc.id] ?? {}).flatMap(([tabsId, ids]) => {
    const placed = nodes.find((n) => n.node.type === 'tabs' && n.node.id === tabsId);
    if (!placed || placed.node.type !== 'tabs')
      return [
        {
          pointer: '/layout',
          message: `die Seite der Maske '${doc.id}' zeigt die Reiterleiste '${tabsId}', die das Dokument nicht hat`,
        },
      ];
    return placed.node.tabs.flatMap((tab, i) =>
      ids.includes(tab.id)
        ? []
        : [
            {
              pointer: `${placed.pointer}/tabs/${i}/id`,
              message: `Reiter '${tab.id}': die Seite der Maske '${doc.id}' hat keinen Inhalt für diesen Reiter${hint(tab.id, ids)}`,
            },
          ],
    );
  });
}
