import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lightFormGaps, type ScreenDocument } from '../../engine/core';

const screen = (name: string) =>
  JSON.parse(readFileSync(`schemas/screens/${name}.screen.json`, 'utf8')) as ScreenDocument;

describe('light form: which documents paint without rjsf', () => {
  it('the login document needs nothing more', () => {
    expect(lightFormGaps(screen('login'))).toEqual([]);
  });

  it('an overlay for the screen, a toolbar action, a second submit, a field rule or another widget need the full engine', () => {
    const login = screen('login');
    expect(lightFormGaps(login, ['login'])).toEqual(['overlay']);
    const [submit, register] = login.actions!;
    expect(lightFormGaps({ ...login, actions: [submit, { ...register, placement: 'toolbar' }] })).toEqual([
      'action registrieren',
    ]);
    expect(lightFormGaps({ ...login, actions: [submit, { ...submit, id: 'zwei' }] })).toEqual(['submit']);
    const panel = login.layout[0] as { children: object[] };
    const withRule = { ...panel, children: [{ ...panel.children[0], required: { '==': [1, 1] } }] };
    expect(lightFormGaps({ ...login, layout: [withRule] as never })).toEqual(['node username']);
    const toggle = { ...panel, children: [{ ...panel.children[0], widget: 'toggle' }] };
    expect(lightFormGaps({ ...login, layout: [toggle] as never })).toEqual(['node username']);
    expect(lightFormGaps({ ...login, checks: [] } as never)).toEqual(['property checks']);
  });
});
