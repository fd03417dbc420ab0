import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { Intent, Spinner } from '@blueprintjs/core';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formatGermanDate, isCompleteGermanDate, parseGermanDate, type DateProfile } from '../../../../core';
import { useEngineProfile } from '../../../profile';
import { FieldPopover, labelProps, PlainInputGroup, useVisibleErrors } from '../../shared';
import { calendarRange } from './calendarRange';
import { engineTexts as T } from '../../../../core';

// Loaded when a calendar first opens, not with the page (see DateCalendar).
const DateCalendar = lazy(() => import('./DateCalendar'));
const pad = (n: number) => String(n).padStart(2, '0');
const toIso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const ISO = /^\d{4}-\d{2}-\d{2}$/;
/** The data value of a typed text: yyyy-mm-dd when it is a date, else the text itself, so validation refuses it on its field. */
const toValue = (text: string, dates: DateProfile) =>
  text.trim() === '' ? undefined : (parseGermanDate(text, dates) ?? text);
/**
 * The data value while the user types: a date only once no further key can extend it (four-digit year), so a filter
 * searches once for '01.11.2026', not first for 01.11.2020 at '01.11.20'; a short form becomes the date on leaving.
 */
const typedValue = (text: string, dates: DateProfile) =>
  text.trim() === '' ? undefined : isCompleteGermanDate(text, dates) ? parseGermanDate(text, dates) : text;
/** What the field shows for a data value: a date as dd.mm.yyyy, a text that is none as it was typed. */
const shownText = (value: unknown) =>
  typeof value !== 'string' ? '' : ISO.test(value) ? formatGermanDate(value) : value;
/** The calendar's day for a data value; only a date the calendar can show. */
const pickerDay = (value: unknown, dates: DateProfile) => {
  if (typeof value !== 'string' || !ISO.test(value)) return null;
  const day = new Date(`${value}T00:00:00`);
  const { min, max } = calendarRange(dates);
  return day >= min && day <= max ? day : null;
};

/**
 * Date typed de-DE (d.m.yyyy, dd.mm.yy, ddmmyyyy, ddmmyy; engine/core parseGermanDate) or chosen in a German calendar; the
 * data value is yyyy-mm-dd and the field shows dd.mm.yyyy once left. While typing, only a four-digit-year date is a date
 * value; a short form becomes one when the field is left or Enter is pressed. A text that is no date stays as typed (and in the data,
 * where validation refuses it) and leaving the field shows the field's message (`options.checkField` of the form runtime).
 * The calendar opens on a click or Arrow down, not on focus, so tabbing through a form never covers the next fields.
 */
export function DateWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    label,
    hideLabel,
    placeholder,
    required,
    readonly,
    disabled,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    options,
    rawErrors,
  } = props;
  const errors = useVisibleErrors(rawErrors, value);
  const { dates } = useEngineProfile();
  const checkField = options.checkField as (() => void) | undefined;
  // The text while the user types; null shows the data value.
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const input = useRef<HTMLInputElement>(null);
  const calendar = useRef<HTMLDivElement>(null);
  const locked = Boolean(disabled || readonly);

  const handleChange = useCallback(
    ({ target }: ChangeEvent<HTMLInputElement>) => {
      setText(target.value);
      onChange(typedValue(target.value, dates));
    },
    [onChange, dates],
  );
  /** Leaving the text: a date shows as dd.mm.yyyy, anything else stays and gets the field's message. */
  const settle = useCallback(() => {
    if (text === null) return;
    setText(null);
    const settled = toValue(text, dates);
    if (settled !== typedValue(text, dates)) onChange(settled);
    if (text.trim() !== '' && !parseGermanDate(text, dates)) checkField?.();
  }, [text, checkField, dates, onChange]);
  const pick = useCallback(
    (day: Date | null, isUserChange: boolean) => {
      setText(null);
      onChange(day ? toIso(day) : undefined);
      if (isUserChange) setOpen(false);
    },
    [onChange],
  );
  const leaves = (next: EventTarget | null) =>
    !(next instanceof Node) || !(calendar.current?.contains(next) || input.current?.contains(next));
  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    if (leaves(e.relatedTarget)) setOpen(false);
    settle();
    onBlur(id, value);
  };
  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && open) {
      // Closes the calendar only, not the screen's own Escape (order capture asks to cancel).
      e.stopPropagation();
      setOpen(false);
    } else if (e.key === 'ArrowDown' && !locked) setOpen(true);
    else if (e.key === 'Enter') {
      setOpen(false);
      settle();
    }
  };
  const openOnClick = () => {
    if (!locked) setOpen(true);
  };

  const content = (
    <div
      ref={calendar}
      id={calendarId}
      role="dialog"
      aria-label={T.calendar}
      onBlur={(e) => {
        if (leaves(e.relatedTarget)) setOpen(false);
      }}
    >
      <Suspense fallback={<Spinner size={20} />}>
        <DateCalendar day={pickerDay(value, dates)} onPick={pick} />
      </Suspense>
    </div>
  );
  const field = (
    // Blueprint's InputGroup measured its (absent) side elements after mounting and rendered again: a forced layout of
    // the whole capture screen in its mount. PlainInputGroup has the same markup in one pass.
    <PlainInputGroup
      type="text"
      role="combobox"
      autoComplete="off"
      aria-haspopup="dialog"
      aria-expanded={open && !locked}
      aria-controls={calendarId}
      inputRef={input}
      id={id}
      name={htmlName || id}
      value={text ?? shownText(value)}
      placeholder={placeholder || T.datePlaceholder}
      required={required}
      readOnly={readonly}
      // A read-only field is read, not typed: no stop for Tab.
      tabIndex={readonly ? -1 : undefined}
      disabled={disabled}
      autoFocus={autofocus}
      fill
      intent={errors.length > 0 ? Intent.DANGER : Intent.NONE}
      aria-invalid={errors.length > 0 || undefined}
      aria-describedby={ariaDescribedByIds(id)}
      {...labelProps(id, label, hideLabel)}
      onChange={handleChange}
      onClick={openOnClick}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      onFocus={() => onFocus(id, value)}
    />
  );
  return (
    <FieldPopover
      field={field}
      isOpen={open && !locked}
      onClose={() => setOpen(false)}
      content={content}
      placement="bottom-start"
      autoFocus={false}
      enforceFocus={false}
      // The focus stays in the field while the calendar is open; returned on close, it came back to this field after
      // the user had gone on to the next one.
      shouldReturnFocusOnClose={false}
      lazy
    />
  );
}
