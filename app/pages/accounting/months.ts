const pad = (n: number) => String(n).padStart(2, '0');
const named = new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** yyyy-mm of a day (the browser's calendar). */
export const monthOf = (day: Date): string => `${day.getFullYear()}-${pad(day.getMonth() + 1)}`;

/** The German name of a month yyyy-mm ('November 2026'). */
export const monthName = (monat: string): string => {
  const [year, month] = monat.split('-').map(Number);
  return named.format(new Date(Date.UTC(year, month - 1, 1)));
};

/** The months of the choice around `today`: `back` months before it to `ahead` after it, newest first. */
export function monthChoices(today: Date, back = 24, ahead = 3): { monat: string; name: string }[] {
  const choices: { monat: string; name: string }[] = [];
  for (let offset = ahead; offset >= -back; offset--) {
    const monat = monthOf(new Date(today.getFullYear(), today.getMonth() + offset, 1));
    choices.push({ monat, name: monthName(monat) });
  }
  return choices;
}
