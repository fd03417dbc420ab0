import { describe, expect, it, vi } from 'vitest';
import { shipmentScreen } from '../fixtures';
import { dataDependencies, ruleVars } from '../logic';
import type { Logic } from '../screen';
import { createFormStore } from './createFormStore';
import { setAt } from './paths';
import { watchFieldStates } from './watchFieldStates';

describe('createFormStore', () => {
  it('notifies the path, its ancestors and descendants, but not siblings', () => {
    const store = createFormStore({ absender: { name: 'Nordlicht', ort: 'Hamburg' }, positionen: [{ anzahl: 1 }] });
    const name = vi.fn();
    const ort = vi.fn();
    const absender = vi.fn();
    const positionen = vi.fn();
    store.subscribe('absender.name', name);
    store.subscribe('absender.ort', ort);
    store.subscribe('absender', absender);
    store.subscribe('positionen', positionen);
    store.set('absender.name', 'Nordlicht Logistik');
    expect([name, ort, absender, positionen].map((f) => f.mock.calls.length)).toEqual([1, 0, 1, 0]);
    store.set('positionen.1.anzahl', 3);
    expect(positionen).toHaveBeenCalledTimes(1);
    expect(store.get('positionen.1.anzahl')).toBe(3);
    store.set('absender.ort', 'Hamburg');
    expect(ort).not.toHaveBeenCalled();
  });

  it('keeps untouched branches identical', () => {
    const before = { a: { x: 1 }, b: { y: 2 } };
    const after = setAt(before, 'a.x', 5);
    expect(after.b).toBe(before.b);
    expect(after.a).not.toBe(before.a);
    expect(before.a.x).toBe(1);
  });
});

describe('ruleVars', () => {
  it('lists the vars a rule reads, and marks computed names', () => {
    const rule: Logic = {
      and: [
        { '==': [{ var: 'config.isDenyZustelldatum' }, 'true'] },
        { '!=': [{ var: ['data.terminkennzeichen', ''] }, '4'] },
      ],
    };
    expect(ruleVars(rule)).toEqual(['config.isDenyZustelldatum', 'data.terminkennzeichen']);
    expect(dataDependencies(rule)).toEqual(['terminkennzeichen']);
    expect(dataDependencies({ var: { cat: ['data.', { var: 'config.feld' }] } })).toBeUndefined();
  });
});

describe('watchFieldStates', () => {
  it('re-evaluates only fields whose rules read the changed data', () => {
    const store = createFormStore({ terminkennzeichen: '1' });
    const watcher = watchFieldStates(shipmentScreen, store, {
      session: {},
      config: { isDenyZustelldatum: 'true', isZustellDatumPflicht: 'true' },
      variant: 'default',
    });
    expect(watcher.get('entladedatum')).toMatchObject({ visible: true, readOnly: true, required: true });
    const datum = vi.fn();
    watcher.subscribe('entladedatum', datum);
    const before = watcher.evaluations();
    store.set('empfaengerReferenz', 'LS-4711');
    expect(watcher.evaluations()).toBe(before);
    store.set('terminkennzeichen', '4');
    expect(watcher.evaluations()).toBe(before + 1);
    expect(datum).toHaveBeenCalledTimes(1);
    expect(watcher.get('entladedatum').readOnly).toBe(false);
    const same = watcher.get('entladedatum');
    store.set('terminkennzeichen', '4');
    expect(watcher.get('entladedatum')).toBe(same);
    watcher.dispose();
  });
});
