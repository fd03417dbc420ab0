import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Classes, InputGroup, Intent } from '@blueprintjs/core';
import { PlainInputGroup, type PlainInputGroupProps } from './PlainInputGroup';

afterEach(cleanup);

/** Tag, attributes (sorted) and children of an element: the DOM as the browser and the tests see it. */
function shape(el: Element): unknown {
  const attrs = Object.fromEntries(
    [...el.attributes].map((a) => [a.name, a.value]).sort(([a], [b]) => a.localeCompare(b)),
  );
  return { tag: el.tagName, attrs, children: [...el.children].map(shape) };
}

const cases: PlainInputGroupProps[] = [
  {
    id: 'a',
    value: '1.234,50',
    fill: true,
    intent: Intent.NONE,
    onChange: () => undefined,
    style: { textAlign: 'right' },
    inputMode: 'decimal',
  },
  {
    id: 'b',
    value: '',
    fill: true,
    intent: Intent.DANGER,
    'aria-invalid': true,
    readOnly: true,
    required: true,
    'aria-label': 'Gewicht (Zeile 3)',
    onChange: () => undefined,
  },
  {
    id: 'c',
    type: 'email',
    defaultValue: 'x',
    disabled: true,
    placeholder: 'hh:mm',
    maxLength: 5,
    className: 'eigene',
  },
];

describe('PlainInputGroup', () => {
  it.each(cases.map((c) => [c.id, c] as const))("renders the DOM of Blueprint's InputGroup (%s)", (_, props) => {
    const ours = render(<PlainInputGroup {...props} />).container.firstElementChild!;
    const blueprint = render(<InputGroup {...props} />).container.firstElementChild!;
    expect(shape(ours)).toEqual(shape(blueprint));
  });

  it('reports changes and hands out its input', () => {
    const onChange = vi.fn();
    const ref = { current: null as HTMLInputElement | null };
    const { container } = render(<PlainInputGroup value="" onChange={onChange} inputRef={ref} />);
    fireEvent.change(container.querySelector('input')!, { target: { value: 'x' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(container.querySelector('input'));
  });

  it("places a right element as Blueprint does, the input's room for it from Blueprint's stylesheet", () => {
    const { container } = render(
      <PlainInputGroup value="DE" onChange={() => undefined} rightElement={<button>x</button>} />,
    );
    const group = container.firstElementChild!;
    expect([...group.children].map((c) => c.className)).toEqual([Classes.INPUT, Classes.INPUT_ACTION]);
    expect(group.querySelector(`.${Classes.INPUT_ACTION} button`)?.textContent).toBe('x');
  });
});
