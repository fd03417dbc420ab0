import { useCallback, useMemo, useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { Button, Classes, Intent, MenuItem, mergeRefs } from '@blueprintjs/core';
import type { ItemPredicate, ItemRenderer } from '@blueprintjs/select';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { dropdownItemStyle, dropdownMenuProps, labelProps, useVisibleErrors } from '../../shared';
import { engineTexts as T, fillText } from '../../../../core';
import { useEngineProfile } from '../../../profile';
import { TypeAhead } from './TypeAhead';

/** A choice; `detail` is the second line the document's options template gives (street and place of an address, a UN number's name). */
type Option = { value: unknown; label: string; detail?: string; disabled?: boolean };

const matches: ItemPredicate<Option> = (query, option) => {
  const typed = query.trim().toLowerCase();
  return option.label.toLowerCase().includes(typed) || Boolean(option.detail?.toLowerCase().includes(typed));
};
// The source searched on the server already: every option it answered matches.
const all: ItemPredicate<Option> = () => true;
// Name above, detail below in muted small text; each line cut with an ellipsis on its own.
const optionText = (option: Option) =>
  option.detail ? (
    <>
      <div className={Classes.TEXT_OVERFLOW_ELLIPSIS}>{option.label}</div>
      <div className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} ${Classes.TEXT_MUTED} ${Classes.TEXT_SMALL}`}>
        {option.detail}
      </div>
    </>
  ) : (
    option.label
  );
/** Blueprint disables the link inside an option; the option itself says so too, for assistive technology and tests. */
const ariaDisabled = (disabled: boolean) => (li: HTMLLIElement | null) => {
  if (disabled) li?.setAttribute('aria-disabled', 'true');
  else li?.removeAttribute('aria-disabled');
};
/** Renders an option of the list with the profile's item style. */
const optionRenderer =
  (style: CSSProperties): ItemRenderer<Option> =>
  (option, { handleClick, handleFocus, modifiers, ref }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={String(option.value)}
        ref={mergeRefs(ref, ariaDisabled(modifiers.disabled))}
        roleStructure="listoption"
        active={modifiers.active}
        disabled={modifiers.disabled}
        text={optionText(option)}
        title={option.detail ? `${option.label}, ${option.detail}` : undefined}
        onClick={handleClick}
        onFocus={handleFocus}
        style={style}
      />
    ) : null;
const isDisabled = (option: Option) => Boolean(option.disabled);
const norm = (text: unknown) =>
  String(text ?? '')
    .trim()
    .toLowerCase();
/**
 * The enabled option a complete typed text names: its label or its detail ('de', 'DE', 'Deutschland'). Never the value:
 * that may be an id the user does not see ('2' would pick the packaging with id 2). A text that names several options
 * (a firm with two addresses) names none: the user picks one.
 */
const named = (items: Option[], typed: string) => {
  const hits = items.filter(
    (o) => !isDisabled(o) && [o.label, o.detail].some((t) => t !== undefined && norm(t) === norm(typed)),
  );
  return hits.length === 1 ? hits[0] : undefined;
};
/** Whether the focus goes into the open list (a click on an option): the click chooses, not the typed text. */
const intoList = (next: EventTarget | null) => next instanceof Element && next.closest('[role="listbox"]') !== null;
/** Escape on an open list closes the list only, not the dialog around the field nor the page's cancel question. */
const closeListOnly = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Escape' && event.currentTarget.getAttribute('aria-expanded') === 'true') event.stopPropagation();
};
const renderValue = (option: Option) => option.label;

/**
 * Type-ahead choice (Blueprint's Suggest, as {@link TypeAhead}) over `ui:options.enumOptions`: the schema's enum, or options the
 * runtime loaded from the document's reference source and filtered by its rule (see useFieldOptions). With
 * `ui:options.onSearch` (a source that searches on the server) the typed text goes there and the options are not filtered again;
 * the chosen option keeps its label when a later search no longer answers it, and a stored one shows `ui:options.storedOption`
 * (rebuilt from the data its choice filled). Typed text never becomes the value: an option picked in the list (click or
 * Enter on an enabled one) does, and so does, on Tab, the highlighted enabled option or the option the complete typed
 * text names (label or detail, also when the field is left otherwise); a text emptied by the user and left empties
 * the field, as the clear button does. An option with a `detail` (the document's options
 * template, e.g. street, postcode and place of an address) shows it as a second line.
 */
export function SuggestWidget(props: WidgetProps) {
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
  const items = (options.enumOptions ?? []) as Option[];
  const onSearch = options.onSearch as ((text: string) => void) | undefined;
  const [picked, setPicked] = useState<Option | null>(null);
  const stored = options.storedOption as Option | undefined;
  // Options with a detail (a UN number and its name) need more room than a narrow table cell gives.
  const wide = Boolean((options.optionsSpec as { detail?: string } | undefined)?.detail);
  const { dropdown } = useEngineProfile();
  const [itemStyle, menuProps, renderOption] = useMemo(() => {
    const style = dropdownItemStyle(dropdown);
    // The list is named after its field (Blueprint's Suggest named every list 'selectable options').
    const menu = { ...dropdownMenuProps(dropdown, wide), 'aria-label': label };
    return [style, menu, optionRenderer(style)] as const;
  }, [dropdown, wide, label]);
  const empty = value === undefined || value === null || value === '';
  // Always an option or null: undefined would leave Blueprint's Suggest uncontrolled, showing a cleared row's last choice.
  const selected = empty
    ? null
    : (items.find((o) => o.value === value) ?? [picked, stored].find((o) => o?.value === value) ?? null);
  // What the user typed since the last choice (null: nothing) and the list's highlighted option, for Tab and leaving.
  const typed = useRef<string | null>(null);
  const active = useRef<Option | null>(null);
  const select = useCallback(
    (option: Option) => {
      typed.current = null;
      setPicked(option);
      onChange(option.value);
    },
    [onChange],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    closeListOnly(event);
    // An open list shows an empty text with the choice as placeholder: deleting there means emptying the field.
    if ((event.key === 'Backspace' || event.key === 'Delete') && event.currentTarget.value === '') typed.current = '';
    const text = typed.current;
    if (event.key !== 'Tab' || text === null || text.trim() === '') return;
    const open = event.currentTarget.getAttribute('aria-expanded') === 'true';
    const highlighted = open && active.current && !isDisabled(active.current) ? active.current : undefined;
    const choice = named(items, text) ?? highlighted;
    if (choice) select(choice);
  };
  const leave = () => {
    const text = typed.current;
    typed.current = null;
    if (text === null) return;
    if (text.trim() === '') {
      if (!empty) onChange(undefined);
      return;
    }
    const choice = named(items, text);
    if (choice) select(choice);
  };
  const clear =
    !readonly && !disabled && !empty ? (
      <Button
        variant="minimal"
        icon="cross"
        aria-label={label ? fillText(T.clearChoiceOf, { label }) : T.clearChoice}
        // No Tab stop: Tab goes from field to field; the keyboard empties the text instead (Strg+A, Backspace, Tab).
        tabIndex={-1}
        onClick={() => onChange(undefined)}
      />
    ) : undefined;
  return (
    <TypeAhead<Option>
      items={items}
      selectedItem={selected}
      itemPredicate={onSearch ? all : matches}
      onQueryChange={(query, event) => {
        // Only the user's typing (with an event), not the reset when the list closes.
        if (event) typed.current = query;
        onSearch?.(query);
      }}
      onActiveItemChange={(item) => {
        active.current = item;
      }}
      itemRenderer={renderOption}
      inputValueRenderer={renderValue}
      onItemSelect={select}
      itemDisabled={isDisabled}
      noResults={<MenuItem disabled roleStructure="listoption" text={T.noHits} style={itemStyle} />}
      menuProps={menuProps}
      disabled={disabled || readonly}
      matchTargetWidth={!wide}
      inputProps={{
        id,
        name: htmlName || id,
        placeholder: placeholder || T.choose,
        required,
        readOnly: readonly,
        autoFocus: autofocus,
        rightElement: clear,
        intent: errors.length > 0 ? Intent.DANGER : Intent.NONE,
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': ariaDescribedByIds(id),
        ...labelProps(id, label, hideLabel),
        onBlur: (event: FocusEvent<HTMLInputElement>) => {
          if (!intoList(event.relatedTarget)) leave();
          onBlur(id, value);
        },
        onFocus: () => onFocus(id, value),
        onKeyDown,
        // Escape drops what was typed (the field keeps its choice), before the list closes and the box may lose the focus.
        onKeyDownCapture: (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Escape') typed.current = null;
        },
      }}
    />
  );
}
