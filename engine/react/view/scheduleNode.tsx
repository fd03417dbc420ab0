import { Button, Classes, type Intent } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';
import { scheduleSpan, scheduleTicks } from '../../core';
import type { ViewScheduleNode } from '../../core';
import { useView } from './context';

type Item = Record<string, unknown>;
const BAR = 22;
const GRID_LINE = 'rgba(95, 107, 124, 0.25)';
// The row heads take at most a quarter of the width, so a phone keeps room for the bars.
const HEAD = 'minmax(5.5rem, min(10rem, 25%)) 1fr';
const weekday = new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' });
const dayOfMonth = new Intl.DateTimeFormat('de-DE', { day: 'numeric', timeZone: 'UTC' });

/**
 * The axis above the rows: every fourth hour of one day (lines every second), or each day of the range on two lines
 * (weekday, day of the month), so the labels fit a phone's width too.
 */
function Axis({ from, days }: { from: string; days: number }) {
  const ticks = scheduleTicks(from, days).filter((t) => t.hour === undefined || t.hour % 4 === 0);
  return (
    <div aria-hidden style={{ display: 'grid', gridTemplateColumns: HEAD, gap: 8 }}>
      <span />
      <div
        className={Classes.TEXT_MUTED}
        style={{ position: 'relative', height: days === 1 ? 16 : 30, fontSize: 11, lineHeight: '14px' }}
      >
        {ticks.map((t) => {
          const day = t.day === undefined ? undefined : new Date(`${t.day}T00:00:00Z`);
          return (
            <span
              key={t.at}
              style={{ position: 'absolute', left: `${t.at * 100}%`, paddingLeft: 3, whiteSpace: 'nowrap' }}
            >
              {day ? (
                <>
                  {weekday.format(day)}
                  <br />
                  {`${dayOfMonth.format(day)}.`}
                </>
              ) : (
                `${String(t.hour).padStart(2, '0')}:00`
              )}
            </span>
          );
        })}
      </div>
    </div>
  );
}

/**
 * A time line over whole days: per item a row with its bars (as buttons: a click chooses the item, double click or Enter
 * opens it); the chosen item's row and bars are highlighted. Times are wall-clock times as the orders carry them.
 */
export function ViewSchedule({ node }: { node: ViewScheduleNode }) {
  const view = useView();
  const from = String(view.at(node.from) ?? '');
  const days = Number(view.at(node.days) ?? 1) || 1;
  const items = (Array.isArray(view.at(node.items)) ? view.at(node.items) : []) as Item[];
  const selected = node.selected === undefined ? undefined : view.at(node.selected);
  const ticks = scheduleTicks(from, days);
  const label = view.text(node.label);
  const act = (id: string | undefined, key: unknown) => id && view.onAction(id, key);
  const onKey = (event: KeyboardEvent, key: unknown) => {
    if (event.key !== 'Enter' || !node.open) return;
    event.preventDefault();
    act(node.open, key);
  };
  return (
    <section aria-label={label} style={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Axis from={from} days={days} />
      {!items.length && <p className={Classes.TEXT_MUTED}>{view.text(node.emptyText)}</p>}
      <ul className={Classes.LIST_UNSTYLED} style={{ margin: 0 }}>
        {items.map((item) => {
          const key = view.at(node.itemKey, item);
          const chosen = selected !== undefined && selected !== null && key === selected;
          return (
            <li
              key={String(key)}
              aria-current={chosen || undefined}
              style={{
                display: 'grid',
                gridTemplateColumns: HEAD,
                gap: 8,
                alignItems: 'center',
                borderTop: `1px solid ${GRID_LINE}`,
                background: chosen ? 'rgba(45, 114, 210, 0.14)' : undefined,
                fontWeight: chosen ? 600 : undefined,
              }}
            >
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: 13 }}>
                {view.text(node.rowLabel, item)}
              </span>
              <div style={{ position: 'relative', height: node.bars.length * BAR + 4 }}>
                {ticks.map((t) => (
                  <span
                    key={t.at}
                    aria-hidden
                    style={{
                      position: 'absolute',
                      left: `${t.at * 100}%`,
                      top: 0,
                      bottom: 0,
                      borderLeft: `1px solid ${GRID_LINE}`,
                    }}
                  />
                ))}
                {node.bars.map((bar, i) => {
                  const span = scheduleSpan(view.at(bar.start, item), view.at(bar.end, item), from, days);
                  if (!span) return null;
                  const name = view.text(bar.label, item);
                  return (
                    <Button
                      key={i}
                      size="small"
                      intent={bar.intent as Intent}
                      variant={span.allDay && !chosen ? 'outlined' : undefined}
                      active={chosen}
                      aria-label={name}
                      aria-pressed={chosen}
                      title={name}
                      text={view.text(bar.short, item)}
                      onClick={() => act(node.select, key)}
                      onDoubleClick={() => act(node.open, key)}
                      onKeyDown={(e) => onKey(e, key)}
                      style={{
                        position: 'absolute',
                        top: 2 + i * BAR,
                        height: BAR - 3,
                        minHeight: 0,
                        left: `${span.left * 100}%`,
                        width: `max(${span.width * 100}%, 8px)`,
                        minWidth: 0,
                        padding: '0 4px',
                        overflow: 'hidden',
                        whiteSpace: 'nowrap',
                        fontSize: 11,
                        justifyContent: 'flex-start',
                        outline: chosen ? '2px solid #1c2127' : undefined,
                        outlineOffset: 1,
                        zIndex: chosen ? 1 : undefined,
                      }}
                    />
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
