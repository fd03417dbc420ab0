import { H3, InputGroup } from '@blueprintjs/core';
import { useId, useMemo } from 'react';
import { gridColumns } from '../../../engine/core';
import { StaticGrid, useEngineProfile } from '../../../engine/react';
import { columnDocument } from '../../documents';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import type { Tenant } from './useTenantList';

const text = screenTexts('mandanten.screen');

/** Props of {@link TenantList}. */
export interface TenantListProps {
  title: string;
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  rows: Tenant[] | null;
  emptyText: string;
  selectedId: number | null;
  onSelect: (id: number | null) => void;
}

/** One list of the tenant management: heading, its search (fires empty or from 2 characters) and the marked row. */
export function TenantList(props: TenantListProps) {
  const { title, rows, selectedId, onSelect } = props;
  const columnsDoc = columnDocument('mandanten.columns');
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(columnsDoc, widthRule), [columnsDoc, widthRule]);
  const context = useRuleContext();
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="don-mandanten-liste">
      <H3 id={heading}>{title}</H3>
      <InputGroup
        type="search"
        leftIcon="search"
        aria-label={props.searchLabel}
        placeholder={columnsDoc.searchPlaceholder}
        title={text('sucheHinweis')}
        value={props.search}
        onChange={(e) => props.onSearch(e.target.value)}
      />
      <StaticGrid<Tenant>
        label={title}
        columns={columns}
        rows={rows}
        rowKey={columnsDoc.rowKey}
        fit
        selectedIds={selectedId ? [selectedId] : []}
        context={context}
        emptyText={props.emptyText}
        onSelectionChange={(ids) => onSelect((ids[ids.length - 1] as number | undefined) ?? null)}
      />
    </section>
  );
}
