import type { CSSProperties } from 'react';
import { Card, Elevation } from '@blueprintjs/core';
import { getTemplate, getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { LABEL_OFFSET } from '../../shared';

// Inline layout because the theme ships no stylesheet of its own.
const ROW: CSSProperties = { display: 'flex', gap: 10, alignItems: 'flex-start' };
const CONTENT: CSSProperties = { flex: 1, minWidth: 0 };

/** One array row: the item's field and its toolbar (move, copy, 'Entfernen'); object items sit on a compact Card. */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, className, buttonsProps, displayLabel, hasToolbar, registry, schema, uiSchema } = props;
  const ArrayFieldItemButtonsTemplate = getTemplate('ArrayFieldItemButtonsTemplate', registry, getUiOptions(uiSchema));
  const row = (
    <div style={ROW}>
      <div style={CONTENT}>{children}</div>
      {hasToolbar && (
        <div style={{ marginTop: displayLabel ? LABEL_OFFSET : 0 }}>
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      )}
    </div>
  );
  if (schema.type === 'object') {
    return (
      <Card className={className} elevation={Elevation.ZERO} compact style={{ marginBottom: 10 }}>
        {row}
      </Card>
    );
  }
  return <div className={className}>{row}</div>;
}
