import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The recipes of schemas/README.md, applied to a copy of the documents with the JSON blocks of the README itself, so the
// guide and its tests cannot drift apart: a block is fenced as ```json rezept-<name>.

type Json = Record<string, unknown>;
type LayoutNode = Json & { field?: string; children?: LayoutNode[]; tabs?: LayoutNode[] };

/** The JSON blocks of schemas/README.md by name (`rezept-1`, `rezept-5-katalog`, …), as written there. */
export function recipeBlocks(readme = 'schemas/README.md'): Record<string, string> {
  const text = readFileSync(readme, 'utf8');
  return Object.fromEntries([...text.matchAll(/^```json (rezept-[\w-]+)\n([\s\S]*?)^```$/gm)].map((m) => [m[1], m[2]]));
}

/** A block that is one member of an object (`"name": value`), parsed as `[name, value]`. */
function member(block: string): [string, unknown] {
  const entries = Object.entries(JSON.parse(`{${block}}`) as Json);
  if (entries.length !== 1) throw new Error(`Rezeptblock mit ${entries.length} statt einem Eintrag: ${block}`);
  return entries[0];
}

/** A copy of `schemas/`, `variants/` and `server/config/presets.json` in a fresh temporary folder. */
export function copyDocuments(): { root: string; schemas: string; variants: string } {
  const root = mkdtempSync(join(tmpdir(), 'don-rezepte-'));
  cpSync('schemas', join(root, 'schemas'), { recursive: true });
  cpSync('variants', join(root, 'variants'), { recursive: true });
  mkdirSync(join(root, 'server/config'), { recursive: true });
  cpSync('server/config/presets.json', join(root, 'server/config/presets.json'));
  return { root, schemas: join(root, 'schemas'), variants: join(root, 'variants') };
}

const edit = (file: string, change: (doc: Json) => void) => {
  const doc = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(doc);
  writeFileSync(file, `${JSON.stringify(doc, null, 1)}\n`);
};

/** Writes a new overlay file as the recipe shows it; its name is the overlay's id. */
const addOverlay = (root: string, block: string) =>
  writeFileSync(join(root, 'variants', `${(JSON.parse(block) as { id: string }).id}.json`), block);

function replaceField(nodes: LayoutNode[], replacement: LayoutNode): boolean {
  for (const [i, node] of nodes.entries()) {
    if (node.type === 'field' && node.field === replacement.field) {
      nodes[i] = replacement;
      return true;
    }
    if (replaceField(node.children ?? [], replacement) || replaceField(node.tabs ?? [], replacement)) return true;
  }
  return false;
}

/** The steps of each recipe: what configuration staff do with its blocks. */
const STEPS: Record<string, (root: string, blocks: Record<string, string>) => void> = {
  // 1: the property in the capture screen's data schema, replaced by the block.
  'rezept-1': (root, b) =>
    edit(join(root, 'schemas/screens/auftragserfassung.screen.json'), (doc) => {
      const [name, value] = member(b['rezept-1']);
      ((doc.dataSchema as Json).properties as Json)[name] = value;
    }),
  'rezept-2': (root, b) => addOverlay(root, b['rezept-2']),
  'rezept-3': (root, b) => addOverlay(root, b['rezept-3']),
  // 4: the order list of the variant B overlay, replaced by the block.
  'rezept-4': (root, b) =>
    edit(join(root, 'variants/auftragsresearch-variante-b.json'), (doc) => {
      const [name, value] = member(b['rezept-4']);
      (doc.patch as Json)[name] = value;
    }),
  'rezept-5-katalog': (root, b) =>
    edit(join(root, 'schemas/config/client-switches.json'), (doc) => {
      const [name, value] = member(b['rezept-5-katalog']);
      (doc.switches as Json)[name] = value;
    }),
  // 5: the field node in the recipient's part of the capture screen's layout, replaced by the block.
  'rezept-5-regel': (root, b) =>
    edit(join(root, 'schemas/screens/auftragserfassung/empfaenger.part.json'), (doc) => {
      if (!replaceField([doc as unknown as LayoutNode], JSON.parse(b['rezept-5-regel']) as LayoutNode))
        throw new Error('Feld für rezept-5-regel fehlt im Layout');
    }),
};

/** Applies the named recipe steps (default: all) to the copy under `root`, in the order given. */
export function applyRecipes(root: string, names: string[] = Object.keys(STEPS)): void {
  const blocks = recipeBlocks();
  for (const name of names) {
    if (!(name in blocks)) throw new Error(`schemas/README.md hat keinen Block ${name}`);
    STEPS[name](root, blocks);
  }
}

/** The request body of recipe 5's last step (switching the switch on for the admin's tenant). */
export const recipeSwitchBody = (): { key: string; value: string }[] =>
  JSON.parse(recipeBlocks()['rezept-5-schalter']) as { key: string; value: string }[];
