import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import { Classes, HTMLSelect } from '@blueprintjs/core';
import { PLAIN_SELECT_CLASS, PlainHTMLSelect } from './PlainHTMLSelect';

afterEach(cleanup);

const options = (
  <>
    <option value="">Bitte wählen</option>
    <option value="1">Frei Haus</option>
  </>
);

describe('PlainHTMLSelect', () => {
  it("is Blueprint's HTMLSelect without its icon element, the caret coming from its class", () => {
    const ours = render(
      <PlainHTMLSelect id="f" value="1" fill disabled onChange={() => undefined}>
        {options}
      </PlainHTMLSelect>,
    ).container.firstElementChild!;
    const blueprint = render(
      <HTMLSelect id="f" value="1" fill disabled onChange={() => undefined}>
        {options}
      </HTMLSelect>,
    ).container.firstElementChild!;
    expect(ours.querySelector('svg, .' + Classes.ICON)).toBeNull();
    expect(blueprint.querySelector('svg')).not.toBeNull();
    expect(ours.classList.contains(PLAIN_SELECT_CLASS)).toBe(true);
    expect([...ours.classList].filter((c) => c !== PLAIN_SELECT_CLASS).sort()).toEqual([...blueprint.classList].sort());
    const attrs = (el: Element) => Object.fromEntries([...el.attributes].map((a) => [a.name, a.value]));
    expect(attrs(ours.querySelector('select')!)).toEqual(attrs(blueprint.querySelector('select')!));
    expect(ours.querySelector('select')!.innerHTML).toBe(blueprint.querySelector('select')!.innerHTML);
  });

  it('reports the chosen value', () => {
    const onChange = vi.fn();
    const { container } = render(
      <PlainHTMLSelect value="" onChange={onChange}>
        {options}
      </PlainHTMLSelect>,
    );
    fireEvent.change(container.querySelector('select')!, { target: { value: '1' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
