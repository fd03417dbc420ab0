import { mergePatch, schemaAt, type JsonSchema, type LintChecks, type ScreenDocument } from '../../engine/core';
import { computedTargetProblems } from './computedTargets';
import { contractLimitProblems } from './contractLimits';
import { engineTextKeyProblems } from './engineTextKeys';
import { gridRowProblems, rowLookup } from './gridRows';
import { literalProblems } from './literals';
import { menuRouteProblems } from './menuRoutes';
import { messageKeyProblems } from './messageKeys';
import type { LintSources } from './sources';
import { catalogueValueProblems, flagTruthProblems } from './switchValues';

/**
 * The portal's checks besides the engine's generic ones, for lintDocuments' `checks`: literal values against what their
 * path can hold, message keys, computed targets, limits against the contract, grid paths against the row entity,
 * switch values against their type, menu routes against the route table, engine texts the catalogue replaces against the
 * engine's keys.
 */
export function portalChecks(sources: LintSources, session: JsonSchema | undefined): LintChecks {
  return {
    screen: (doc: ScreenDocument) => {
      const readable = doc.ruleData ? mergePatch(doc.dataSchema, doc.ruleData) : doc.dataSchema;
      const data = (path: string) => {
        const s = schemaAt(readable, path);
        return s ? [s] : undefined;
      };
      return [
        ...literalProblems(doc, { data, dataSchema: doc.dataSchema, session }, sources),
        ...flagTruthProblems(doc, sources),
        ...messageKeyProblems(doc),
        ...computedTargetProblems(doc),
        ...contractLimitProblems(doc, sources),
      ];
    },
    columns: (doc) => [
      ...gridRowProblems(doc, sources),
      ...literalProblems(doc, { data: rowLookup(doc, sources), session }, sources),
      ...flagTruthProblems(doc, sources),
    ],
    document: (doc, meta) => [
      ...literalProblems(doc, { session }, sources),
      ...flagTruthProblems(doc, sources),
      ...(meta === 'menu.schema.json' ? menuRouteProblems(doc, sources) : []),
      ...(meta === 'client-switches.schema.json' ? catalogueValueProblems(doc) : []),
      ...(meta === 'texts.schema.json' ? engineTextKeyProblems(doc) : []),
    ],
  };
}
