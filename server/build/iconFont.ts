/**
 * Blueprint's icon stylesheet names its TrueType font first (143 KB per size) before WOFF2 (51 KB), and a browser loads
 * the first source it supports. This Vite plugin keeps only WOFF2 and WOFF in the stylesheet's @font-face rules, so the
 * browser loads the small file and the build ships no TrueType, EOT or SVG font.
 */
export function iconFontPlugin() {
  return {
    name: 'disponent-icon-font',
    enforce: 'pre' as const,
    transform(code: string, id: string) {
      if (!/@blueprintjs[\\/]icons[\\/]lib[\\/]css[\\/]blueprint-icons\.css$/.test(id.split('?')[0])) return undefined;
      const rewritten = code.replace(
        /src:\s*url\("\.\/(blueprint-icons-\d+)\.ttf[^;]*;/g,
        'src:url("./$1.woff2") format("woff2"), url("./$1.woff") format("woff");',
      );
      if (rewritten === code)
        throw new Error('blueprint-icons.css: @font-face ohne erwartete Quellen, Plugin anpassen');
      return { code: rewritten, map: null };
    },
  };
}
