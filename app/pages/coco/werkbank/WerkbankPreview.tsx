import { useMemo } from 'react';
import { Callout, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { applyVariants, type ColumnDocument, type ScreenDocument, type VariantOverlay } from '../../../../engine/core';
import { ExplainAsContext, ScreenBoundary, ScreenForm } from '../../../../engine/react';
import { screenTexts } from '../../../texts';
import type { LoadedSubject } from './previewSubjects';
import { WerkbankColumns } from './WerkbankColumns';

const text = screenTexts('coco.screen');

/**
 * The screen as the engine renders it for the chosen demo user, with the edited overlay among the others; 'Warum?'
 * explains each field for that user (the explain mode's 'Erklären als'). A screen with a list shows the list's columns
 * for that user below it.
 */
export function WerkbankPreview({
  base,
  columns,
  overlays,
  subjects,
  chosen,
  onChoose,
}: {
  base: ScreenDocument | null;
  columns?: ColumnDocument | null;
  overlays: VariantOverlay[];
  subjects: LoadedSubject[];
  chosen: string;
  onChoose: (key: string) => void;
}) {
  const subject = subjects.find((s) => s.key === chosen) ?? subjects[0];
  // An overlay that names what the screen lacks throws: the preview says so instead of breaking the page.
  const problem = useMemo(() => {
    if (!base || !subject) return null;
    try {
      applyVariants(base, overlays, { ...subject.context, data: {} });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }, [base, overlays, subject]);
  const explainAs = useMemo(
    () => ({ subject: subject ? { user: subject.user, context: subject.context } : null }),
    [subject],
  );
  return (
    <section aria-label={text('wbVorschau')} className="don-werkbank-vorschau">
      <FormGroup label={text('wbVorschauAls')} labelFor="werkbank-als" inline>
        <HTMLSelect id="werkbank-als" value={subject?.key ?? ''} onChange={(e) => onChoose(e.currentTarget.value)}>
          {subjects.map((s) => (
            <option key={s.key} value={s.key}>
              {text(s.label)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {!base ? (
        <Callout intent="primary">{text('wbVorschauKeine')}</Callout>
      ) : problem ? (
        <Callout intent="warning">{text('wbVorschauFehler', problem)}</Callout>
      ) : subject ? (
        <ExplainAsContext.Provider value={explainAs}>
          <ScreenBoundary screen={base.id} resetKey={`${subject.key}:${overlays.length}`}>
            <ScreenForm
              key={subject.key}
              document={base}
              overlays={overlays}
              context={subject.context}
              explain
              onSubmit={() => undefined}
            />
          </ScreenBoundary>
        </ExplainAsContext.Provider>
      ) : null}
      {columns && subject && !problem && (
        <WerkbankColumns key={subject.key} columns={columns} overlays={overlays} context={subject.context} />
      )}
    </section>
  );
}
