import { Icons, IconSize, type IconPathsLoader } from '@blueprintjs/icons';

// Written by the build beside the chunks (server/build/iconPaths.ts); the folder names the icon set's version.
const folder = `${import.meta.env.BASE_URL}${import.meta.env.VITE_ICON_PATHS_FOLDER}`;

/** Fetches one icon's SVG paths; until they arrive (or should they fail) Blueprint shows the icon font's glyph. */
export const iconPathsLoader: IconPathsLoader = async (name, size) => {
  // eslint-disable-next-line no-restricted-globals -- a static file of the build beside the chunks, no API call
  const response = await fetch(`${folder}/${size >= IconSize.LARGE ? 20 : 16}/${name}.json`);
  if (!response.ok) throw new Error(`Symbol '${name}' nicht geladen (${response.status})`);
  return (await response.json()) as string[];
};

/**
 * Makes every Blueprint icon load through {@link iconPathsLoader}: a page fetches the few icons it shows instead of one
 * chunk with every icon of a size. Called once before the first render; tests and stories keep Blueprint's own loader.
 */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: iconPathsLoader });
}
