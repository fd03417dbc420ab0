/** Edit distance of two words (insert, delete, replace, swap of neighbours). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** The known name closest to a misspelled one, when it is close enough to be meant. */
export function closest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of known) {
    const dist = distance(name.toLowerCase(), candidate.toLowerCase());
    if (dist < bestDistance) {
      best = candidate;
      bestDistance = dist;
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/** ' – meinten Sie 'x'?' when a close name exists, else the list of allowed names (shortened). */
export function hint(name: string, known: Iterable<string>): string {
  const list = [...known];
  const near = closest(name, list);
  if (near) return ` – meinten Sie '${near}'?`;
  if (!list.length) return '';
  return ` – erlaubt: ${list
    .slice(0, 12)
    .map((k) => `'${k}'`)
    .join(', ')}${list.length > 12 ? ', …' : ''}`;
}

/** ' – meinten Sie 'x'?' when a close name exists, else nothing. */
export function near(name: string, known: Iterable<string>): string {
  const found = closest(name, known);
  return found ? ` – meinten Sie '${found}'?` : '';
}
