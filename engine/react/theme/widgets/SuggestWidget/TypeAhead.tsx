import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { mergeRefs, popoverPropsToNextProps, PopupKind, type InputGroupProps, type MenuProps } from '@blueprintjs/core';
import {
  Classes as SelectClasses,
  QueryList,
  type ItemPredicate,
  type ItemRenderer,
  type QueryListRendererProps,
} from '@blueprintjs/select';
import { FieldPopover, PlainInputGroup } from '../../shared';

/** Props of {@link TypeAhead}: the part of Blueprint's Suggest props the engine uses, always controlled. */
export interface TypeAheadProps<T> {
  items: T[];
  selectedItem: T | null;
  itemPredicate: ItemPredicate<T>;
  itemRenderer: ItemRenderer<T>;
  inputValueRenderer: (item: T) => string;
  onItemSelect: (item: T) => void;
  onQueryChange: (query: string, event?: React.ChangeEvent<HTMLInputElement>) => void;
  onActiveItemChange: (item: T | null) => void;
  itemDisabled: (item: T) => boolean;
  noResults: ReactNode;
  menuProps: MenuProps;
  disabled?: boolean;
  /** The list as wide as the field (Blueprint's matchTargetWidth). */
  matchTargetWidth: boolean;
  inputProps: Omit<InputGroupProps, 'value' | 'onChange'> & {
    onKeyDownCapture?: (event: KeyboardEvent<HTMLInputElement>) => void;
  };
}

// Blueprint's Suggest waits for its list's closing transition before it highlights the chosen option again.
const CLOSING_MS = 300;

/**
 * Blueprint's Suggest (a text field over a QueryList, its list in a popover that opens on focus; Escape and Tab close it,
 * the query resets on opening, choosing closes it and leaves the field), with the same markup and keys, for fields that
 * mount by the hundred: Suggest's InputGroup and its popover measured themselves after mounting and rendered again in
 * one synchronous pass of the whole screen. Here the field is a {@link PlainInputGroup} and the popover is mounted when
 * the list first opens, at a box over the field.
 */
export function TypeAhead<T>(props: TypeAheadProps<T>) {
  const { items, selectedItem, inputValueRenderer, disabled, matchTargetWidth, inputProps, menuProps } = props;
  const [isOpen, setOpen] = useState(false);
  const listboxId = useId();
  const input = useRef<HTMLInputElement | null>(null);
  const queryList = useRef<QueryList<T>>(null);
  const wasOpen = useRef(false);

  const open = (next: boolean) => {
    // The query resets as the list opens (Suggest's resetOnClose did it in the popover's opening transition, which a
    // popover mounted by this very opening runs only after the first typed keys).
    if (next && !isOpen) queryList.current?.setQuery('', true);
    setOpen(next);
  };
  useEffect(() => {
    if (isOpen && !wasOpen.current) queryList.current?.scrollActiveItemIntoView();
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (!isOpen && wasOpen.current)
      timer = setTimeout(() => {
        if (selectedItem !== null) queryList.current?.setActiveItem(selectedItem);
      }, CLOSING_MS);
    wasOpen.current = isOpen;
    return () => clearTimeout(timer);
  }, [isOpen, selectedItem]);

  const select = (item: T) => {
    input.current?.blur();
    open(false);
    props.onItemSelect(item);
  };
  const renderer = (list: QueryListRendererProps<T>) => {
    const selectedText = selectedItem === null ? '' : inputValueRenderer(selectedItem);
    const placeholder = isOpen && selectedText ? selectedText : (inputProps.placeholder ?? '');
    // The typed text while open; closed, the chosen option's text (the query is reset when the list opens again).
    const value = isOpen ? list.query : selectedText;
    const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key === 'Escape' || event.key === 'Tab') {
        if (event.key === 'Escape') input.current?.blur();
        open(false);
      }
      if (isOpen) list.handleKeyDown(event);
      inputProps.onKeyDown?.(event);
    };
    return (
      <FieldPopover
        field={
          <PlainInputGroup
            autoComplete="off"
            disabled={disabled}
            {...inputProps}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-expanded={isOpen}
            role="combobox"
            fill
            inputRef={mergeRefs(input, inputProps.inputRef)}
            value={value}
            placeholder={placeholder}
            onChange={list.handleQueryChange}
            onFocus={(event: FocusEvent<HTMLInputElement>) => {
              // Selects the text once the field has the focus, so typing replaces it.
              requestAnimationFrame(() => input.current?.setSelectionRange(0, input.current.value.length));
              open(true);
              inputProps.onFocus?.(event);
            }}
            onKeyDown={onKeyDown}
            onKeyUp={(event) => {
              if (isOpen) list.handleKeyUp(event);
              inputProps.onKeyUp?.(event);
            }}
          />
        }
        isOpen={isOpen}
        // The list closes unless the field still has the focus (Blueprint's Suggest alike).
        onClose={() =>
          requestAnimationFrame(() => {
            if (input.current && input.current !== input.current.ownerDocument.activeElement) setOpen(false);
          })
        }
        autoFocus={false}
        enforceFocus={false}
        placement="bottom-start"
        {...popoverPropsToNextProps({ minimal: true, matchTargetWidth })}
        className={list.className}
        popoverClassName={SelectClasses.SUGGEST_POPOVER}
        popupKind={PopupKind.LISTBOX}
        interactionKind="click"
        content={
          <div onKeyDown={list.handleKeyDown} onKeyUp={list.handleKeyUp}>
            {list.itemList}
          </div>
        }
        onOpened={() => queryList.current?.scrollActiveItemIntoView()}
      />
    );
  };
  return (
    <QueryList<T>
      ref={queryList}
      items={items}
      itemPredicate={props.itemPredicate}
      itemRenderer={props.itemRenderer}
      itemDisabled={props.itemDisabled}
      noResults={props.noResults}
      onQueryChange={props.onQueryChange}
      onActiveItemChange={props.onActiveItemChange}
      menuProps={{ ...menuProps, id: listboxId }}
      initialActiveItem={selectedItem ?? undefined}
      onItemSelect={select}
      renderer={renderer}
    />
  );
}
