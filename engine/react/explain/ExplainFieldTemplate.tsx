import { memo } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { RuntimeFieldTemplate } from '../runtime';
import { ExplainButton } from './ExplainButton';

/** The runtime field template with the field's 'Warum?' button in its label's corner (drawn only while the mode is on). */
export const ExplainFieldTemplate = memo(function ExplainFieldTemplate(props: FieldTemplateProps) {
  const path = props.fieldPathId.path.join('.');
  if (!path) return <RuntimeFieldTemplate {...props} />;
  return <RuntimeFieldTemplate {...props} labelAddon={<ExplainButton field={path} label={props.label} corner />} />;
});
