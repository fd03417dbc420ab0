import { describe, expect, it } from 'vitest';
import { deliveryWindow, publicTimeline } from './timeline';

const chain = [
  { id: 1000001, label: 'Auftrag erfasst' },
  { id: 1000002, label: 'Auftrag übernommen' },
  { id: 10, label: 'Abgeholt' },
  { id: 40, label: 'Zugestellt' },
];
const captured = new Date('2026-03-02T08:00:00Z');
const at = (hours: number) => new Date(captured.getTime() + hours * 3_600_000);

describe('the public timeline', () => {
  it('marks the latest reached status current and the rest of the chain missing', () => {
    const lines = publicTimeline(chain, { datum: captured, statusId: 4 }, [
      { anzeigeId: 10, datum: at(5), ort: 'Hamburg' },
    ]);
    expect(lines.map((l) => [l.label, l.state, l.ort])).toEqual([
      ['Auftrag erfasst', 'done', null],
      ['Auftrag übernommen', 'done', null],
      ['Abgeholt', 'current', 'Hamburg'],
      ['Zugestellt', 'missing', null],
    ]);
    expect(lines[1].datum).toBe('2026-03-02T08:00:01.000Z');
  });

  it('shows the second step only from status 3, and only reached entries once delivered', () => {
    expect(publicTimeline(chain, { datum: captured, statusId: 1 }, [])[1].state).toBe('missing');
    const delivered = publicTimeline(chain, { datum: captured, statusId: 1 }, [
      { anzeigeId: 40, datum: at(30), ort: null },
    ]);
    expect(delivered.map((l) => l.label)).toEqual(['Auftrag erfasst', 'Zugestellt']);
    expect(delivered[1].state).toBe('current');
  });
});

describe('the delivery window', () => {
  it('reads the wall clock of the order: 00:00 is no time, an end only on the same day after the start', () => {
    expect(deliveryWindow('2026-03-04T00:00:00.000Z', null)).toEqual({ datum: '2026-03-04', von: null, bis: null });
    expect(deliveryWindow('2026-03-04T08:00:00.000Z', '2026-03-04T12:30:00.000Z')).toEqual({
      datum: '2026-03-04',
      von: '08:00',
      bis: '12:30',
    });
    expect(deliveryWindow('2026-03-04T08:00:00.000Z', '2026-03-05T12:30:00.000Z')?.bis).toBeNull();
    expect(deliveryWindow('2026-03-04T08:00:00.000Z', '2026-03-04T07:00:00.000Z')?.bis).toBeNull();
    expect(deliveryWindow(null, null)).toBeNull();
    expect(deliveryWindow('morgen', null)).toBeNull();
  });
});
