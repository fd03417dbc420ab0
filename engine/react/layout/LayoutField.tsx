import { useMemo } from 'react';
import { Classes, FormGroup, Intent } from '@blueprintjs/core';
import type { Registry } from '@rjsf/utils';
import { schemaAt } from '../../core';
import type { FieldNode } from '../../core';
import { ExplainButton } from '../explain';
import { FieldPathContext, useFieldState, useFormRuntime, useMessages } from '../runtime';
import { labelId, RequiredMarker, useLabelPlacement } from '../theme/shared';
import { columnSetup } from './columnSetup';

const noop = () => undefined;
const POSITIONED = { position: 'relative' } as const;

/**
 * A field at a nested data path ('absender.name'), placed by the layout itself: the store-bound widget of its schema,
 * labelled like every field, with its rule state (visible/readOnly/required) and messages. Lets a form's data have the
 * shape of the entity it edits.
 */
export function LayoutField({ node, registry }: { node: FieldNode; registry: Registry }) {
  const runtime = useFormRuntime();
  const doc = runtime?.document;
  const setup = useMemo(() => {
    const schema = (doc && schemaAt(doc.dataSchema, node.field)) ?? { type: 'string' };
    // columnSetup reads item properties by path, so the nested schema is handed over under a plain key.
    return columnSetup([{ ...node, field: 'value' }], { properties: { value: schema } }, registry)[0];
  }, [doc, node, registry]);
  const state = useFieldState(runtime, node.field);
  const messages = useMessages(runtime, node.field);
  const { inline, labelStyle } = useLabelPlacement();
  if (state && !state.visible) return null;
  const id = `root_${node.field.replaceAll('.', '_')}`;
  const { Widget, schema, options, title } = setup;
  const errors = messages.length ? messages.map((m) => m.message) : undefined;
  const toggle = node.widget === 'toggle' || node.widget === 'checkbox';
  return (
    <FormGroup
      label={
        toggle ? undefined : (
          <span id={labelId(id)} style={labelStyle}>
            {title}
          </span>
        )
      }
      labelFor={id}
      inline={inline}
      labelInfo={!toggle && state?.required ? <RequiredMarker /> : undefined}
      intent={errors ? Intent.DANGER : Intent.NONE}
      style={runtime?.explain ? POSITIONED : undefined}
    >
      {runtime?.explain && <ExplainButton field={node.field} label={title} corner />}
      <FieldPathContext.Provider value={node.field}>
        <Widget
          id={id}
          name={id}
          htmlName={id}
          label={title}
          hideLabel={toggle ? false : undefined}
          schema={schema}
          uiSchema={{}}
          options={options}
          value={undefined}
          required={Boolean(state?.required)}
          readonly={Boolean(state?.readOnly)}
          disabled={false}
          autofocus={Boolean(node.autoFocus)}
          placeholder={node.placeholder ?? ''}
          rawErrors={errors}
          onChange={noop}
          onBlur={noop}
          onFocus={noop}
          registry={registry}
        />
      </FieldPathContext.Provider>
      {messages.map((m) => (
        <div key={m.rule + m.message} className={`${Classes.FORM_HELPER_TEXT} ${Classes.INTENT_DANGER}`}>
          {m.message}
        </div>
      ))}
    </FormGroup>
  );
}
