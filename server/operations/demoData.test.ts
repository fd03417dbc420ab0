import { describe, expect, it } from 'vitest';
import { demoDataWanted } from './demoData';

describe('DEMO_DATA', () => {
  it('seeds demo data only into the embedded default unless told', () => {
    expect(demoDataWanted({}, '/srv/don')).toBe(true);
    expect(demoDataWanted({ DATA_DIR: './data' }, '/srv/don')).toBe(true);
    expect(demoDataWanted({ DATA_DIR: '/var/lib/disponent' }, '/srv/don')).toBe(false);
    expect(demoDataWanted({ DATABASE_URL: 'postgres://x@127.0.0.1/d' }, '/srv/don')).toBe(false);
    expect(demoDataWanted({ DEMO_DATA: 'false' }, '/srv/don')).toBe(false);
    expect(demoDataWanted({ DEMO_DATA: 'true', DATABASE_URL: 'postgres://x@127.0.0.1/d' }, '/srv/don')).toBe(true);
    expect(() => demoDataWanted({ DEMO_DATA: 'ja' }, '/srv/don')).toThrow(/DEMO_DATA/);
  });
});
