import { Button, ButtonVariant, Checkbox, Classes, PopoverNext } from '@blueprintjs/core';
import type { GridColumn } from '../../core';
import { engineTexts as T, fillText } from '../../core';

/** Props of {@link ColumnMenu}. */
export interface ColumnMenuProps {
  columns: GridColumn[];
  onChange: (columns: GridColumn[]) => void;
  /** The document's default columns; offers 'Standardansicht' when given. */
  defaults?: GridColumn[];
}

function move(columns: GridColumn[], index: number, by: -1 | 1): GridColumn[] {
  const next = [...columns];
  const [column] = next.splice(index, 1);
  next.splice(index + by, 0, column);
  return next;
}

/** The column menu: show or hide columns and move them forward or back. */
export function ColumnMenu({ columns, onChange, defaults }: ColumnMenuProps) {
  const content = (
    <div
      role="group"
      aria-label={T.adjustColumns}
      style={{ padding: 10, maxHeight: 420, overflowY: 'auto', minWidth: 300 }}
    >
      <ul className={Classes.LIST_UNSTYLED}>
        {columns.map((c, i) => (
          <li key={c.id} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <Checkbox
              checked={c.visible}
              label={c.header}
              style={{ flex: 1, margin: 0 }}
              onChange={() => onChange(columns.map((x) => (x.id === c.id ? { ...x, visible: !x.visible } : x)))}
            />
            <Button
              variant={ButtonVariant.MINIMAL}
              size="small"
              icon="arrow-up"
              aria-label={fillText(T.columnForward, { header: c.header })}
              disabled={i === 0}
              onClick={() => onChange(move(columns, i, -1))}
            />
            <Button
              variant={ButtonVariant.MINIMAL}
              size="small"
              icon="arrow-down"
              aria-label={fillText(T.columnBack, { header: c.header })}
              disabled={i === columns.length - 1}
              onClick={() => onChange(move(columns, i, 1))}
            />
          </li>
        ))}
      </ul>
      {defaults && <Button icon="reset" text={T.defaultView} onClick={() => onChange(defaults)} />}
    </div>
  );
  return (
    <PopoverNext content={content} placement="bottom-end">
      <Button icon="column-layout" text={T.columns} aria-label={T.adjustColumns} />
    </PopoverNext>
  );
}
