import type { ThemeEntry } from '../../../schemas';
import { contrastRatio, parseColor, type ThemeTokens } from '../../theme';

/** A row of the colour list (schemas/entities/theme-color.schema.json). */
export interface ThemeColorRow {
  schluessel: string;
  thema: string;
  variable: string;
  wert: string;
  kontrastWeiss?: number;
  kontrastSchwarz?: number;
  aaWeiss?: boolean;
}

const WHITE: [number, number, number] = [255, 255, 255];
const BLACK: [number, number, number] = [0, 0, 0];
// WCAG 2.1 AA for normal text.
const AA = 4.5;
const round = (n: number) => Math.round(n * 100) / 100;
// The standard look lists the portal's own tokens and Blueprint's intent colours, which the themes re-colour.
const STANDARD = /^--(don-|bp-intent-)/;

function row(thema: string, variable: string, wert: string): ThemeColorRow {
  const rgb = parseColor(wert);
  const onWhite = rgb ? contrastRatio(rgb, WHITE) : undefined;
  return {
    schluessel: `${thema}:${variable}`,
    thema,
    variable,
    wert,
    kontrastWeiss: onWhite === undefined ? undefined : round(onWhite),
    kontrastSchwarz: rgb ? round(contrastRatio(rgb, BLACK)) : undefined,
    aaWeiss: onWhite === undefined ? undefined : onWhite >= AA,
  };
}

/**
 * The rows of /farben: the standard look's own and intent colours, then each theme of the header (navigation document) with
 * the colours it sets; each with its contrast to white and black.
 */
export function themeColorRows(tokens: ThemeTokens, themes: readonly ThemeEntry[], standard: string): ThemeColorRow[] {
  const base = [...(tokens.get('') ?? new Map<string, string>())].filter(([name]) => STANDARD.test(name));
  return [
    ...base.map(([name, value]) => row(standard, name, value)),
    ...themes.flatMap((theme) =>
      [...(tokens.get(theme.id) ?? [])].map(([name, value]) => row(theme.label, name, value)),
    ),
  ];
}
