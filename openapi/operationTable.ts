/** One operation of the contract as the client needs it before sending. */
export interface OperationInfo {
  operationId: string;
  path: string[];
  query: string[];
}

type Param = { name: string; in: string; required?: boolean; $ref?: string };
type Operation = { operationId: string; parameters?: Param[] };
type PathItem = Record<string, Operation> & { parameters?: Param[] };
type Doc = { paths: Record<string, PathItem>; components?: { parameters?: Record<string, Param> } };

const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

/** Builds 'METHOD /path' → operationId and mandatory path and query parameters from the contract. */
export function operationTable(doc: Doc): Record<string, OperationInfo> {
  const resolve = (p: Param) => (p.$ref ? (doc.components?.parameters?.[p.$ref.split('/').pop()!] ?? p) : p);
  const table: Record<string, OperationInfo> = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of methods.filter((m) => item[m])) {
      // Path-item parameters apply to every method unless the operation redefines them.
      const own = (item[method].parameters ?? []).map(resolve);
      const shared = (item.parameters ?? [])
        .map(resolve)
        .filter((p) => !own.some((o) => o.name === p.name && o.in === p.in));
      const params = [...shared, ...own].filter((p) => p.required);
      table[`${method.toUpperCase()} ${path}`] = {
        operationId: item[method].operationId,
        path: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
      };
    }
  }
  return table;
}
