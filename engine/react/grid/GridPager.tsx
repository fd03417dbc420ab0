import { Button, ButtonGroup, ButtonVariant, Classes, HTMLSelect } from '@blueprintjs/core';
import { infoLine, pagerPages, pageWindow, type OpenTotal } from '../../core';
import { engineTexts as T, fillText } from '../../core';
import { useEngineProfile } from '../profile';

/** Props of {@link GridPager}. */
export interface GridPagerProps {
  total: number;
  page: number;
  pageSize: number;
  /** The sizes to offer; the profile's page sizes without. */
  pageSizes?: number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** The total is a lower bound: shown as `open.text`; next stays enabled while the page is full, last is unknown. */
  open?: OpenTotal;
}

/** First/previous/next/last, the window of the profile's page buttons, the page size and the info line (orders.md §2, §9). */
export function GridPager({ total, page, pageSize, pageSizes, onPageChange, onPageSizeChange, open }: GridPagerProps) {
  const { grid } = useEngineProfile();
  const pages = pagerPages(total, pageSize, page, open);
  const go = (target: number) => {
    if (target !== page) onPageChange(target);
  };
  return (
    <nav
      aria-label={T.pager}
      style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap', padding: '6px 0' }}
    >
      <ButtonGroup>
        <Button
          icon="double-chevron-left"
          aria-label={T.firstPage}
          title={T.firstPage}
          disabled={page <= 1}
          onClick={() => go(1)}
        />
        <Button
          icon="chevron-left"
          aria-label={T.previousPage}
          title={T.previousPage}
          disabled={page <= 1}
          onClick={() => go(page - 1)}
        />
        {pageWindow(page, pages, grid.pagerButtons).map((n) => (
          <Button
            key={n}
            text={String(n)}
            aria-label={fillText(T.page, { n: String(n) })}
            aria-current={n === page ? 'page' : undefined}
            active={n === page}
            variant={n === page ? ButtonVariant.SOLID : ButtonVariant.OUTLINED}
            onClick={() => go(n)}
          />
        ))}
        <Button
          icon="chevron-right"
          aria-label={T.nextPage}
          title={T.nextPage}
          disabled={page >= pages}
          onClick={() => go(page + 1)}
        />
        <Button
          icon="double-chevron-right"
          aria-label={T.lastPage}
          title={T.lastPage}
          disabled={page >= pages || Boolean(open)}
          onClick={() => go(pages)}
        />
      </ButtonGroup>
      <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <span aria-hidden="true">{T.pageSize}</span>
        <HTMLSelect
          aria-label={T.pageSize}
          value={pageSize}
          onChange={(e) => onPageSizeChange(Number(e.target.value))}
          options={(pageSizes ?? grid.pageSizes).map((s) => ({ value: s, label: String(s) }))}
        />
      </span>
      <span className={Classes.TEXT_MUTED} aria-live="polite">
        {infoLine(total, pageSize, page, open)}
      </span>
    </nav>
  );
}
