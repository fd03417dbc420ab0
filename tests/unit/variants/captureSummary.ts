import {
  allNodes,
  applyComputed,
  applyVariants,
  evaluate,
  nodeIds,
  resolveFields,
  tableNodes,
  today,
  type JsonSchema,
  type LayoutNode,
  type RuleContext,
  type ScreenDocument,
  type VariantOverlay,
} from '../../../engine/core';

/** Every switch the capture document reads, all 'true', so each switch-driven rule takes its other branch too. */
const ALL_SWITCHES = [
  'denyOrderEdit',
  'isAbholDatumPflicht',
  'isAbsenderEditDeny',
  'isBeladedatumVorbelegen',
  'isBreitePflichtfeld',
  'isDenyZustelldatum',
  'isDisableUhrzeitfelder',
  'isEntladedatumVorbelegen',
  'isHoehePflichtfeld',
  'isLademeterBerechnen',
  'isLaengePflichtfeld',
  'isNoADRLademittel',
  'isNoADRVerpackungen',
  'isPreisermittlung',
  'isServicesInternSendungen',
  'isShowAbsenderNeutral',
  'isShowEmpfRechnung',
  'isShowKlassifizierung',
  'isStellplaetzeBerechnen',
  'isTauschgeraete',
  'isVerkehrsartPflichtfeld',
  'isZusaetzlicheLademittel',
  'isZustellDatumPflicht',
  'terminArtFixTermin',
  'zustelldatum_off',
];

/** A new order whose rows and addresses make the variant-dependent computed rules (Verpackungseinheit, Verkehrsart) answer. */
const SAMPLE = {
  absender: { lkz: 'DE' },
  empfaenger: { lkz: 'NL' },
  zustellkennzeichen: { id: 2 },
  auftragspositionen: [
    { verpackung: { id: 1 }, verpackungAnzahl: 2 },
    { lademittel: { id: 3 }, lademittelAnzahl: 1 },
    {
      verpackung: { id: 1 },
      verpackungAnzahl: 1,
      lademittel: { id: 3 },
      lademittelAnzahl: 4,
      laengeCM: 120,
      breiteCM: 80,
      hoeheCM: 100,
    },
  ],
};

/** The capture contexts compared: each variant, metro, mandantSpezi29, combinations, and every switch on. */
export const SCENARIOS: Record<string, RuleContext> = Object.fromEntries(
  (
    [
      ['default', {}],
      ['A', { variant: 'A' }],
      ['B', { variant: 'B' }],
      ['C', { variant: 'C' }],
      ['metro', { session: { metro: true } }],
      ['mandantSpezi29', { modes: { mandantSpezi29: true } }],
      ['B+metro', { variant: 'B', session: { metro: true } }],
      ['C+mandantSpezi29', { variant: 'C', modes: { mandantSpezi29: true } }],
      ['alle Schalter', { config: Object.fromEntries(ALL_SWITCHES.map((s) => [s, 'true'])) }],
      [
        'alle Schalter+metro',
        { session: { metro: true }, config: Object.fromEntries(ALL_SWITCHES.map((s) => [s, 'true'])) },
      ],
    ] as [string, Partial<RuleContext>][]
  ).map(([name, more]) => [
    name,
    {
      data: {},
      variant: 'default',
      modes: { mandantSpezi29: false },
      ...more,
      session: { loggedIn: true, edit: true, mandantId: 1, metro: false, ...more.session },
      config: { ...more.config },
    },
  ]),
);

/** The required lists and limits of a data schema by JSON pointer. */
function schemaFacts(schema: JsonSchema, pointer = ''): string[] {
  const own = ['required', 'maxLength', 'minLength', 'maximum', 'minimum', 'title', 'pattern']
    .filter((k) => schema[k] !== undefined)
    .map((k) => `${k}=${JSON.stringify(schema[k])}`);
  return [
    ...(own.length ? [`${pointer || '/'} ${own.join(' ')}`] : []),
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) => schemaFacts(child, `${pointer}/${key}`)),
    ...(schema.items ? schemaFacts(schema.items as JsonSchema, `${pointer}/*`) : []),
  ];
}

/**
 * `json` with every ISO date written as its distance from today ('{heute}', '{heute+3}', '{heute-1}'): the recorded summary
 * holds no value that changes with the day it is compared on.
 */
export function relativeDates(json: string, now = new Date()): string {
  const day = today(now);
  return json.replace(/"(\d{4}-\d{2}-\d{2})"/g, (_, iso: string) => {
    const offset = Math.round((Date.parse(iso) - Date.parse(day)) / 86_400_000);
    return `"{heute${offset === 0 ? '' : offset > 0 ? `+${offset}` : offset}}"`;
  });
}

/** A node that only arranges others (a grid row, an untitled panel without rules): where things sit, not what a variant changes. */
const arrangesOnly = (n: LayoutNode) => n.type === 'row' || (n.type === 'panel' && !n.title && n.visible === undefined);

/** The summary's lists in a fixed order, for a summary recorded before the lists were sorted. */
export function sortedSummary(summary: { nodes: string[]; fields: string[]; containers: string[] }) {
  return {
    ...summary,
    nodes: [...summary.nodes].sort(),
    fields: [...summary.fields].sort(),
    containers: [...summary.containers].sort(),
  };
}

/**
 * What a user of one scenario meets on the capture screen: the nodes, field and column states, panel visibility, computed
 * values, limits. Independent of the arrangement (sorted, grid rows left out): a layout redesign moved nodes
 * into rows and columns without changing what any variant resolves to.
 */
export function captureSummary(base: ScreenDocument, overlays: VariantOverlay[], context: RuleContext) {
  const doc = applyVariants(base, overlays, context).document;
  const row = { ...context, row: SAMPLE.auftragspositionen[2], index: 2 };
  return {
    nodes: nodeIds(
      doc.layout.flatMap(function lift(n): LayoutNode[] {
        return arrangesOnly(n) ? (n as { children: LayoutNode[] }).children.flatMap(lift) : [n];
      }),
    )
      .filter((id) => !allNodes(doc.layout).some((n) => n.id === id && arrangesOnly(n)))
      .sort(),
    fields: Object.values(resolveFields(doc, context))
      .map((s) => `${s.field}: ${['visible', 'readOnly', 'required'].filter((k) => s[k as 'visible']).join(' ')}`)
      .sort(),
    columns: tableNodes(doc.layout).flatMap((t) =>
      t.columns.map(
        (c) =>
          `${t.id}.${c.field}: ${[
            ['visible', evaluate(c.visible, row, true)],
            ['readOnly', evaluate(c.readOnly, row, false)],
            ['required', evaluate(c.required, row, false)],
          ]
            .filter(([, on]) => on)
            .map(([k]) => k)
            .join(' ')}${c.width ? ` ${c.width}px` : ''}`,
      ),
    ),
    containers: allNodes(doc.layout)
      .filter((n) => n.type !== 'field' && !arrangesOnly(n))
      .map(
        (n) => `${n.id}: ${evaluate('visible' in n ? n.visible : undefined, context, true) ? 'sichtbar' : 'verborgen'}`,
      )
      .sort(),
    computed: relativeDates(JSON.stringify(applyComputed(doc, { ...context, data: SAMPLE }))),
    computedActive: (doc.computed ?? []).filter((c) => evaluate(c.when, context, true)).map((c) => c.id),
    schema: schemaFacts(doc.dataSchema),
  };
}
