import { Button, Classes, HTMLTable, Icon, type IconName, type Intent } from '@blueprintjs/core';
import { formatCell, viewTextParts } from '../../core';
import type { ViewKeyValuesNode, ViewListNode, ViewTimelineNode } from '../../core';
import { useView } from './context';

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value : []);

/** Labelled values as a definition list or a two-column table; a line whose value is empty is left out. */
export function ViewKeyValues({ node }: { node: ViewKeyValuesNode }) {
  const view = useView();
  const lines = node.rows
    .flatMap((row) => {
      const scopes =
        row.each === undefined ? [view.data] : list(view.at(row.each)).map((item) => ({ ...view.data, ...item }));
      return scopes.map(
        (scope) => [view.text(row.label, scope), formatCell(view.at(row.value, scope), row.format ?? 'text')] as const,
      );
    })
    .filter(([, value]) => value !== '');
  const label = view.text(node.label);
  if (node.display === 'table') {
    return (
      <HTMLTable compact aria-label={label} style={{ marginTop: 12, width: '100%' }}>
        {node.caption !== undefined && (
          <caption style={{ textAlign: 'left', fontWeight: 600 }}>{view.text(node.caption)}</caption>
        )}
        <tbody>
          {lines.map(([key, value], i) => (
            <tr key={i}>
              <th scope="row">{key}</th>
              <td style={{ textAlign: 'right' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    );
  }
  return (
    <dl aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0 }}>
      {lines.map(([key, value], i) => [
        <dt key={`${i}t`} className={Classes.TEXT_MUTED}>
          {key}
        </dt>,
        <dd key={`${i}d`} style={{ margin: 0 }}>
          {value}
        </dd>,
      ])}
    </dl>
  );
}

/** An ordered list of states: an icon per state (its title names the state), the label, a muted line of details. */
export function ViewTimeline({ node }: { node: ViewTimelineNode }) {
  const view = useView();
  return (
    <ol aria-label={view.text(node.label)} className={Classes.LIST_UNSTYLED}>
      {list(view.at(node.items)).map((item, i) => {
        const state = node.states[String(view.at(node.state, item))];
        const details = node.details
          .map((d) => view.text(d, item))
          .filter(Boolean)
          .join(' · ');
        return (
          <li
            key={i}
            aria-current={state?.current ? 'step' : undefined}
            style={{ display: 'flex', gap: 8, padding: '4px 0' }}
          >
            {state && (
              <Icon
                icon={state.icon as IconName}
                intent={state.intent as Intent | undefined}
                title={view.text(state.title)}
              />
            )}
            <div>
              <div style={{ fontWeight: state?.current ? 600 : 400 }}>
                {String(view.at(node.itemLabel, item) ?? '')}
              </div>
              <div className={Classes.TEXT_MUTED}>{details}</div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A list of buttons, one per item; a click reports the node's action with the item. */
export function ViewList({ node }: { node: ViewListNode }) {
  const view = useView();
  return (
    <ul aria-label={view.text(node.label)} className={Classes.LIST_UNSTYLED}>
      {list(view.at(node.items)).map((item, i) => (
        <li key={i}>
          <Button
            variant="minimal"
            icon={(view.value(node.icon, item) as IconName | undefined) ?? undefined}
            text={viewTextParts(view.document, node.itemLabel, item)}
            onClick={() => view.onAction(node.action, item)}
          />
        </li>
      ))}
    </ul>
  );
}
