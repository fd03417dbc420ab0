import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Button, Intent, type ButtonProps } from '@blueprintjs/core';
import { PlainButton, type PlainButtonProps } from './PlainButton';

afterEach(cleanup);

/** Tag, attributes (sorted) and children of an element: the DOM as the browser and the tests see it. */
function shape(el: Element): unknown {
  const attrs = Object.fromEntries(
    [...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => a.localeCompare(b)),
  );
  return {
    tag: el.tagName,
    attrs,
    text: el.children.length ? undefined : el.textContent,
    children: [...el.children].map(shape),
  };
}

const cases: Array<[string, PlainButtonProps]> = [
  ['small with icon', { text: 'Gefahrgut', small: true, icon: 'warning-sign', 'aria-label': 'Gefahrgut (Zeile 3)' }],
  ['intent, disabled', { text: 'Löschen', intent: Intent.DANGER, disabled: true }],
  ['plain', { text: 'Services', title: 'Services wählen' }],
  ['minimal, small, submit', { text: 'Speichern', minimal: true, small: true, type: 'submit', icon: 'floppy-disk' }],
  ['icon only', { icon: 'cross', minimal: true, 'aria-label': 'Auswahl leeren' }],
];

describe('PlainButton', () => {
  it.each(cases)("renders the DOM of Blueprint's Button (%s)", (_, props) => {
    const ours = render(<PlainButton {...props} />).container.firstElementChild!;
    const { minimal, small, ...rest } = props;
    const blueprint = render(
      <Button
        {...(rest as ButtonProps)}
        variant={minimal ? 'minimal' : undefined}
        size={small ? 'small' : undefined}
      />,
    ).container.firstElementChild!;
    expect(shape(ours)).toEqual(shape(blueprint));
  });

  it('reports a click, and none when disabled', () => {
    const onClick = vi.fn();
    const { getByRole, rerender } = render(<PlainButton text="Services" onClick={onClick} />);
    fireEvent.click(getByRole('button', { name: 'Services' }));
    rerender(<PlainButton text="Services" onClick={onClick} disabled />);
    fireEvent.click(getByRole('button', { name: 'Services' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
