import { Classes, HTMLTable } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { formatDecimal } from '../../../../core';

type Group = { key?: unknown; sum?: unknown };

/** The name of a group: the label of the option whose value is the group's key (e.g. a packaging id), else the key. */
function nameOf(key: unknown, options: WidgetProps['options']): string {
  const found = (options.enumOptions ?? []).find((o) => String(o.value) === String(key));
  return found ? found.label : String(key ?? '');
}

/**
 * A read-only list of totals per group (widget `summary`): the value is `[{ key, sum }]` as the `sumBy` operation
 * computes it; the key is shown by name through the field's `options` (reference source or enum), the sum in German
 * notation (integers without, other sums with 3 decimals).
 */
export function SummaryWidget({ id, label, value, options }: WidgetProps) {
  const groups = (Array.isArray(value) ? value : []) as Group[];
  if (!groups.length) return <div id={id} className={Classes.TEXT_MUTED}>–</div>;
  return (
    <HTMLTable id={id} compact aria-label={label}>
      <tbody>
        {groups.map((g) => (
          <tr key={String(g.key)}>
            <td>{nameOf(g.key, options)}</td>
            <td style={{ textAlign: 'right' }}>{formatDecimal(g.sum, Number.isInteger(g.sum) ? 0 : 3)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
