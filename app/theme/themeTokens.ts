import { parseColor } from './contrast';

/** The colour custom properties one theme sets on the page's root element ('' = the standard look). */
export type ThemeTokens = Map<string, Map<string, string>>;

/** The theme a selector styles the root element for: '' for `:root`, the id of `:root[data-theme='…']`, else null. */
function rootTheme(selector: string): string | null {
  if (selector === ':root') return '';
  return /^:root\[data-theme=(['"])([^'"]+)\1\]$/.exec(selector)?.[2] ?? null;
}

function ruleList(sheet: CSSStyleSheet): CSSRule[] {
  try {
    return [...sheet.cssRules];
  } catch {
    // A sheet of another origin cannot be read; the portal serves its own.
    return [];
  }
}

/**
 * Reads the colour custom properties the loaded style sheets set on the root element, by theme: every `--…` whose value
 * is a colour, of rules whose selector (or one of its parts) is `:root` or `:root[data-theme='…']`.
 */
export function rootColorTokens(sheets: Iterable<CSSStyleSheet>): ThemeTokens {
  const themes: ThemeTokens = new Map();
  for (const sheet of sheets) {
    for (const rule of ruleList(sheet)) {
      if (!(rule instanceof CSSStyleRule)) continue;
      for (const theme of rule.selectorText.split(',').map((s) => rootTheme(s.trim()))) {
        if (theme === null) continue;
        const tokens = themes.get(theme) ?? new Map<string, string>();
        themes.set(theme, tokens);
        for (let i = 0; i < rule.style.length; i++) {
          const name = rule.style[i];
          const value = rule.style.getPropertyValue(name).trim();
          if (name.startsWith('--') && parseColor(value)) tokens.set(name, value);
        }
      }
    }
  }
  return themes;
}
