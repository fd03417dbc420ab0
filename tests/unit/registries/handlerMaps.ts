import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import * as registries from '../../../schemas/registries';
import type { PageRegistry } from '../../../schemas/registries';

/** A registry part as `<screen>:<kind>` (`auftragserfassung:actions`, `auftragsresearch:tabContents.seitenleiste`). */
export type Part = string;

/** What app/ does with the ids of a registry part: the keys of its handler maps and the ids it names by `satisfies`. */
export interface AppUse {
  /** Keys of object literals typed `Record<id type, …>`, with the file each map is in. */
  handled: Map<Part, { key: string; file: string }[]>;
  /** String literals written `'<id>' satisfies <id type>` (look-ups of checks, confirms, toolbar items). */
  named: Map<Part, string[]>;
  /** Every part some type of app/ is derived from. */
  typed: Set<Part>;
}

const byExport = registries as unknown as Record<string, PageRegistry | undefined>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) ? [path] : [];
  });
}

const push = <T>(map: Map<Part, T[]>, part: Part, ...values: T[]) =>
  map.set(part, [...(map.get(part) ?? []), ...values]);

function propertyNames(object: ts.ObjectLiteralExpression): string[] {
  return object.properties.flatMap((p) =>
    p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? [p.name.text] : [],
  );
}

function firstObject(node: ts.Node): ts.ObjectLiteralExpression | undefined {
  if (ts.isObjectLiteralExpression(node)) return node;
  return ts.forEachChild(node, firstObject);
}

/** The object literal a `Record<…>` type node types: a variable's initializer, useMemo's factory, a function's body, `satisfies`. */
function typedObject(record: ts.Node): ts.ObjectLiteralExpression | undefined {
  let host: ts.Node = record.parent;
  while (ts.isTypeNode(host)) host = host.parent;
  if (ts.isVariableDeclaration(host) && host.initializer) return firstObject(host.initializer);
  if (ts.isCallExpression(host) && host.arguments[0]) return firstObject(host.arguments[0]);
  if ((ts.isArrowFunction(host) || ts.isFunctionDeclaration(host)) && host.body) return firstObject(host.body);
  if (ts.isSatisfiesExpression(host)) return firstObject(host.expression);
  return undefined;
}

/**
 * Reads app/ with the TypeScript parser: which types are derived from a registry part (`keyof typeof captureRegistry.actions`,
 * also through type aliases such as `CaptureActionId`), which object literals are typed `Record<such a type, …>` and which
 * string literals `satisfies` such a type. No type checking: `npm run typecheck` proves the maps complete, this finds them.
 */
export function appUse(root: string): AppUse {
  const files = sourceFiles(join(root, 'app')).map((path) => ({
    path: relative(root, path),
    source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true),
  }));
  const aliases = new Map<string, { node: ts.TypeNode; imports: Map<string, PageRegistry> }>();
  const imports = new Map<string, Map<string, PageRegistry>>();
  for (const { path, source } of files) {
    const local = new Map<string, PageRegistry>();
    source.forEachChild((node) => {
      if (
        ts.isImportDeclaration(node) &&
        /schemas\/registries$/.test((node.moduleSpecifier as ts.StringLiteral).text)
      ) {
        const named = node.importClause?.namedBindings;
        if (named && ts.isNamedImports(named)) {
          for (const e of named.elements) {
            const registry = byExport[(e.propertyName ?? e.name).text];
            if (registry && typeof registry === 'object' && 'screen' in registry) local.set(e.name.text, registry);
          }
        }
      }
      if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, { node: node.type, imports: local });
    });
    imports.set(path, local);
  }
  const parts = (node: ts.Node, local: Map<string, PageRegistry>, seen = new Set<string>()): Part[] => {
    const out: Part[] = [];
    const visit = (n: ts.Node): void => {
      if (ts.isTypeOperatorNode(n) && n.operator === ts.SyntaxKind.KeyOfKeyword && ts.isTypeQueryNode(n.type)) {
        const [name, ...path] = n.type.exprName.getText().split('.');
        const registry = local.get(name);
        if (registry) {
          out.push(`${registry.screen}:${path.join('.')}`);
          return;
        }
      }
      if (
        ts.isTypeReferenceNode(n) &&
        ts.isIdentifier(n.typeName) &&
        aliases.has(n.typeName.text) &&
        !seen.has(n.typeName.text)
      ) {
        const alias = aliases.get(n.typeName.text)!;
        out.push(...parts(alias.node, alias.imports, new Set([...seen, n.typeName.text])));
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return out;
  };
  const use: AppUse = { handled: new Map(), named: new Map(), typed: new Set() };
  for (const { path, source } of files) {
    const local = imports.get(path)!;
    const visit = (node: ts.Node): void => {
      if (ts.isTypeAliasDeclaration(node)) for (const part of parts(node.type, local)) use.typed.add(part);
      if (
        ts.isTypeReferenceNode(node) &&
        ts.isIdentifier(node.typeName) &&
        node.typeName.text === 'Record' &&
        node.typeArguments?.[0]
      ) {
        const object = typedObject(node);
        for (const part of parts(node.typeArguments[0], local)) {
          if (object) push(use.handled, part, ...propertyNames(object).map((key) => ({ key, file: path })));
        }
      }
      if (ts.isSatisfiesExpression(node) && ts.isStringLiteral(node.expression)) {
        for (const part of parts(node.type, local)) push(use.named, part, node.expression.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return use;
}
