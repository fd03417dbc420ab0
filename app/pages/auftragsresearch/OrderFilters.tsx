import { useRef } from 'react';
import { Callout, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { de } from 'date-fns/locale';
import { evaluate, fieldNodes } from '../../../engine/core';
import type { JsonSchema, RuleContext } from '../../../engine/core';
import { auftragsresearchScreen } from '../../documents';
import { formatDay, parseDay } from './dates';
import type { OrderFilter } from './useOrderSearch';

/** A tenant offered in the Mandant selector. */
export interface MandantOption { id: number; name: string }

/** Props of {@link OrderFilters}. */
export interface OrderFiltersProps {
  filter: OrderFilter;
  onChange: (change: Partial<OrderFilter>) => void;
  /** Placeholder of the free-text search from the column document. */
  placeholder?: string;
  mandanten: MandantOption[];
  context: RuleContext;
  /** What is wrong with the period (the list document's check), if anything. */
  rangeMessage?: string;
}

const properties = auftragsresearchScreen.dataSchema.properties as Record<string, JsonSchema & { title: string; maxLength?: number; oneOf?: { const: number; title: string }[] }>;
const MIN_DATE = new Date(1970, 0, 1);
const MAX_DATE = new Date(2099, 11, 31);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Stands for typed text that is no date; never shown (the picker shows its invalidDateMessage). */
const NO_DATE = 'kein Datum';
/** The picker's value: a day, nothing, or (for text that is no date) an invalid date, which it shows as 'Ungültiges Datum'. */
const pickerValue = (value: string | null) => (!value ? null : ISO_DAY.test(value) ? `${value}T00:00:00` : NO_DATE);

/** Search text, Datum von/bis, Datumskategorie and (main clients) Mandant; labels and limits from the screen document. */
export function OrderFilters({ filter, onChange, placeholder, mandanten, context, rangeMessage }: OrderFiltersProps) {
  const node = (field: string) => fieldNodes(auftragsresearchScreen.layout).find((n) => n.field === field);
  const visible = (field: string) => evaluate(node(field)?.visible, context, true);
  // Text typed into a date field: when it is no date, it becomes the filter's value, so the period check fails and the
  // list stops showing rows of the last valid period (Blueprint leaves the value unchanged and only reports the error).
  const typed = useRef<Record<string, string>>({});
  const dateInput = (field: 'datumVon' | 'datumBis') => (
    <FormGroup label={properties[field].title} labelFor={`auftragsresearch-${field}`} inline style={{ margin: 0 }}>
      <DateInput
        value={pickerValue(filter[field])}
        onChange={(value) => onChange({ [field]: value ? value.slice(0, 10) : null })}
        onError={() => onChange({ [field]: typed.current[field] || NO_DATE })}
        formatDate={formatDay} parseDate={parseDay} locale={de} placeholder={node(field)?.placeholder}
        minDate={MIN_DATE} maxDate={MAX_DATE} invalidDateMessage="Ungültiges Datum" outOfRangeMessage="Datum außerhalb des Bereichs"
        showActionsBar todayButtonText="Heute" clearButtonText="Leeren"
        inputProps={{
          id: `auftragsresearch-${field}`, 'aria-label': properties[field].title, intent: rangeMessage ? Intent.DANGER : Intent.NONE,
          'aria-invalid': rangeMessage ? true : undefined, style: { width: 110 },
          onChange: (e) => { typed.current[field] = e.target.value; },
        }} />
    </FormGroup>
  );
  return (
    <div role="search" aria-label="Suchvorgaben">
      <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', padding: '6px 0' }}>
        {visible('mandantId') && mandanten.length > 1 && (
          <HTMLSelect aria-label={properties.mandantId.title} value={filter.mandantId ?? Number(context.session.mandantId ?? mandanten[0].id)}
            onChange={(e) => onChange({ mandantId: e.target.value ? Number(e.target.value) : null })}
            options={mandanten.map((m) => ({ value: m.id, label: m.name }))} />
        )}
        <InputGroup type="search" leftIcon="search" aria-label={properties.suchtext.title} placeholder={placeholder}
          maxLength={properties.suchtext.maxLength} value={filter.suchtext} style={{ width: 320 }}
          onChange={(e) => onChange({ suchtext: e.target.value })} />
        {dateInput('datumVon')}
        {dateInput('datumBis')}
        <HTMLSelect aria-label={properties.datumTyp.title} value={filter.datumTyp}
          onChange={(e) => onChange({ datumTyp: Number(e.target.value) as OrderFilter['datumTyp'] })}
          options={(properties.datumTyp.oneOf ?? []).map((o) => ({ value: o.const, label: o.title }))} />
      </div>
      {/* As the monthly export shows its period check: one danger callout with the document's text. */}
      {rangeMessage && <Callout intent={Intent.DANGER} compact role="alert">{rangeMessage}</Callout>}
    </div>
  );
}
