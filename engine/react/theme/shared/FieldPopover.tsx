import { useRef, useState, type ReactNode } from 'react';
import { PopoverNext, type PopoverNextProps } from '@blueprintjs/core';

const FIELD_BOX = { position: 'relative' } as const;
/** The popover's target: a box over the field that takes no pointer events, so the popover is placed as at the field. */
const OVER_FIELD = { position: 'absolute', inset: 0, pointerEvents: 'none' } as const;

/** Props of {@link FieldPopover}: PopoverNext's, its target being the field. */
export interface FieldPopoverProps extends Omit<
  PopoverNextProps,
  'isOpen' | 'renderTarget' | 'children' | 'onInteraction' | 'targetProps'
> {
  /** The field the popover belongs to (a date field, a type-ahead field); it keeps its element and focus. */
  field: ReactNode;
  isOpen: boolean;
  /** The popover asks to close: a press outside the field and the popover, or Escape inside the popover. */
  onClose: () => void;
}

/**
 * A field with a popover (the date field's calendar, the type-ahead field's list). The popover is mounted when it first
 * opens: mounted with every field, it measured its target and rendered again in the screen's mount (one synchronous
 * pass of the whole capture screen). It is placed at a box over the field, so the field itself never moves.
 */
export function FieldPopover({ field, isOpen, onClose, ...popover }: FieldPopoverProps) {
  const box = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  return (
    <div ref={box} style={FIELD_BOX}>
      {field}
      {mounted && (
        <PopoverNext
          {...popover}
          isOpen={isOpen}
          onInteraction={(next, event) => {
            // A press into the field is no press outside: the field decides (a click into a date field keeps it open).
            if (!next && !(event?.target instanceof Node && box.current?.contains(event.target))) onClose();
          }}
          renderTarget={({ ref }) => <span ref={ref} aria-hidden style={OVER_FIELD} />}
        />
      )}
    </div>
  );
}
