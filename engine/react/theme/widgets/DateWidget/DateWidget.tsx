import { useCallback } from 'react';
import { Intent } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { de } from 'date-fns/locale';
import { formatGermanDate, parseGermanDate } from '../../../../core';
import { labelProps, useVisibleErrors } from '../../shared';

const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const formatDate = (d: Date) => formatGermanDate(toIso(d));
/** Only what passes the portal's date check (orders.md §5) becomes a date. */
const parseDate = (text: string) => {
  const iso = parseGermanDate(text);
  return iso ? new Date(`${iso}T00:00:00`) : false;
};
const MIN = new Date(1970, 0, 1);
const MAX = new Date(2099, 11, 31);

/** Date as dd.mm.yyyy with a German picker (Blueprint DateInput, date-fns `de`); the data value is yyyy-mm-dd. */
export function DateWidget(props: WidgetProps) {
  const { id, htmlName, value, label, hideLabel, placeholder, required, readonly, disabled, autofocus, onChange, onBlur, onFocus, rawErrors } = props;
  const errors = useVisibleErrors(rawErrors, value);
  const handleChange = useCallback((next: string | null) => onChange(next ? next.slice(0, 10) : undefined), [onChange]);
  return (
    <DateInput
      value={typeof value === 'string' && value ? `${value}T00:00:00` : null}
      onChange={handleChange}
      formatDate={formatDate}
      parseDate={parseDate}
      locale={de}
      minDate={MIN}
      maxDate={MAX}
      placeholder={placeholder || 'TT.MM.JJJJ'}
      invalidDateMessage="Ungültiges Datum"
      outOfRangeMessage="Datum außerhalb des erlaubten Bereichs"
      disabled={disabled || readonly}
      fill
      showActionsBar
      todayButtonText="Heute"
      clearButtonText="Leeren"
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{
        id,
        name: htmlName || id,
        required,
        readOnly: readonly,
        autoFocus: autofocus,
        intent: errors.length > 0 ? Intent.DANGER : Intent.NONE,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': ariaDescribedByIds(id),
        ...labelProps(id, label, hideLabel),
        onBlur: () => onBlur(id, value),
        onFocus: () => onFocus(id, value),
      }}
    />
  );
}
