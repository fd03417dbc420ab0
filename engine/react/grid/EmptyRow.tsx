import { NonIdealState } from '@blueprintjs/core';
import { useEffect, useState, type RefObject } from 'react';

/** Props of {@link EmptyRow}. */
export interface EmptyRowProps {
  colSpan: number;
  text: string;
  /** The grid's scroll area: the text stays within its visible width. */
  scrollRef: RefObject<HTMLDivElement | null>;
}

/**
 * The row of a grid without rows. Its text sits on the table's own background, not on the stripe of an odd row (the muted
 * text on the stripe falls below WCAG AA contrast), and it stays at the left edge of the visible area, as wide as that
 * area: a table wider than a narrow window (390 px) would otherwise centre it out of sight.
 */
export function EmptyRow({ colSpan, text, scrollRef }: EmptyRowProps) {
  const [width, setWidth] = useState<number>();
  // A passive effect: the scroll area is an ancestor, whose ref is set only after the layout effects of its children.
  useEffect(() => {
    const area = scrollRef.current;
    if (!area) return;
    const measure = () => setWidth(area.clientWidth);
    measure();
    // Without ResizeObserver (jsdom in unit tests) the first width stays.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(area);
    return () => observer.disconnect();
  }, [scrollRef]);
  return (
    <tr role="row">
      <td role="gridcell" colSpan={colSpan} style={{ background: 'none', padding: 0 }}>
        <div style={{ position: 'sticky', left: 0, width, maxWidth: '100%', padding: 10, boxSizing: 'border-box' }}>
          <NonIdealState icon="search" description={text} />
        </div>
      </td>
    </tr>
  );
}
