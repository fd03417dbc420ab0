import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLastLines } from './tail';

describe('readLastLines: the end of a log file, read backwards', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'disponent-tail-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const file = async (name: string, text: string) => {
    await writeFile(join(dir, name), text);
    return join(dir, name);
  };

  it('answers the last lines oldest first, across many 64 KB steps, with umlauts cut nowhere', async () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `Zeile ${i} Größe äöü ${'x'.repeat(i % 50)}`);
    const path = await file('viele.log', lines.join('\n') + '\n');
    expect(await readLastLines(path, 1000)).toEqual(lines.slice(-1000));
    expect(await readLastLines(path, 1)).toEqual(lines.slice(-1));
  });

  it('answers a short file whole and leaves out a line still being written', async () => {
    expect(await readLastLines(await file('kurz.log', 'a\nb\n'), 1000)).toEqual(['a', 'b']);
    expect(await readLastLines(await file('offen.log', 'a\nb\nhalb'), 1000)).toEqual(['a', 'b']);
    expect(await readLastLines(await file('leer.log', ''), 1000)).toEqual([]);
  });

  it('reads at most maxBytes from the end: older lines are left out, never half a line', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => `${String(i).padStart(4, '0')} ${'y'.repeat(95)}`);
    const path = await file('gross.log', lines.join('\n') + '\n');
    const read = await readLastLines(path, 1000, 10_000);
    expect(read.length).toBeLessThan(100);
    expect(read).toEqual(lines.slice(-read.length));
  });
});
