import { Classes, HTMLTable } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { formatDecimal } from '../../../../core';

type Group = { key?: unknown; sum?: unknown; label?: unknown };

/**
 * The name of a group: the label of the option whose value is the group's key (e.g. a packaging id), else the name the group
 * carries (`label`, stored with the data: an entry that has left the list); never the raw key.
 */
function nameOf(group: Group, options: WidgetProps['options']): string {
  const found = (options.enumOptions ?? []).find((o) => String(o.value) === String(group.key));
  return found ? found.label : typeof group.label === 'string' ? group.label : '';
}

/**
 * A read-only list of totals per group (widget `summary`): the value is `[{ key, sum, label? }]` as the `sumBy` operation
 * computes it; the key is shown by name through the field's `options` (reference source or enum) or the group's stored
 * label, the sum in German notation (integers without, other sums with 3 decimals).
 */
export function SummaryWidget({ id, label, value, options }: WidgetProps) {
  const groups = (Array.isArray(value) ? value : []) as Group[];
  if (!groups.length)
    return (
      <div id={id} className={Classes.TEXT_MUTED}>
        –
      </div>
    );
  return (
    <HTMLTable id={id} compact aria-label={label}>
      <tbody>
        {groups.map((g) => (
          <tr key={String(g.key)}>
            <td>{nameOf(g, options)}</td>
            <td style={{ textAlign: 'right' }}>{formatDecimal(g.sum, Number.isInteger(g.sum) ? 0 : 3)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
