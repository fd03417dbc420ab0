import { useMemo } from 'react';
import { H3, HTMLTable } from '@blueprintjs/core';
import {
  columnChanges,
  screenChanges,
  type ColumnDocument,
  type FieldChange,
  type FieldFacts,
  type ScreenDocument,
  type VariantOverlay,
} from '../../../../engine/core';
import { screenTexts } from '../../../texts';
import type { LoadedSubject } from './previewSubjects';

const text = screenTexts('coco.screen');

const yesNo = (value: boolean) => text(value ? 'wbJa' : 'wbNein');

/** One aspect of a field change as 'Pflicht: nein → ja'. */
function describe(change: FieldChange): string {
  const show = (facts: FieldFacts | null, aspect: FieldChange['aspects'][number]) => {
    if (!facts) return text('wbFehlt');
    return aspect === 'limits' ? JSON.stringify(facts.limits) : yesNo(facts[aspect]);
  };
  return change.aspects
    .map((a) => text('wbVorherNachher', text(`wb_${a}`), show(change.before, a), show(change.after, a)))
    .join('; ');
}

type Row = { variant: string; field: string; change: string };

/**
 * What the edited overlay changes for each preview variant, against the overlays in effect without it: fields that
 * change visibility, mandatory flag, read-only state or limits, and the column set (engine/core screenChanges).
 */
export function WerkbankDiff({
  screen,
  columns,
  others,
  edited,
  subjects,
}: {
  screen: ScreenDocument | null;
  columns: ColumnDocument | null;
  others: VariantOverlay[];
  edited: VariantOverlay | null;
  subjects: LoadedSubject[];
}) {
  const rows = useMemo(
    () =>
      subjects.flatMap((s): Row[] => {
        const variant = text(s.label);
        try {
          const fields = screen ? screenChanges(screen, others, edited, s.context) : [];
          const cols = columns ? columnChanges(columns, others, edited, s.context) : null;
          const found: Row[] = fields.map((f) => ({ variant, field: f.title ?? f.field, change: describe(f) }));
          if (cols)
            found.push({
              variant,
              field: text('wbSpalten'),
              change: [
                cols.added.length ? text('wbSpaltenNeu', cols.added.join(', ')) : '',
                cols.removed.length ? text('wbSpaltenWeg', cols.removed.join(', ')) : '',
                cols.moved ? text('wbSpaltenReihenfolge') : '',
              ]
                .filter(Boolean)
                .join('; '),
            });
          return found.length ? found : [{ variant, field: '–', change: text('wbKeineAenderung') }];
        } catch (error) {
          return [{ variant, field: '–', change: (error as Error).message }];
        }
      }),
    [screen, columns, others, edited, subjects],
  );
  return (
    <section aria-labelledby="werkbank-diff" className="don-werkbank-diff">
      <H3 id="werkbank-diff">{text('wbUnterschiede')}</H3>
      <HTMLTable compact striped aria-labelledby="werkbank-diff">
        <thead>
          <tr>
            <th scope="col">{text('wbVariante')}</th>
            <th scope="col">{text('wbFeld')}</th>
            <th scope="col">{text('wbAenderung')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td>{r.variant}</td>
              <td>{r.field}</td>
              <td>{r.change}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}
