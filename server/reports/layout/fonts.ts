import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// DejaVu Sans (package dejavu-fonts-ttf, free licence in its LICENSE): covers Latin Extended (Polish, Czech, Danish), '€' and
// '–', which pdfkit's built-in Helvetica (WinAnsi) prints as '?'.
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** The TrueType files every report embeds, by the names the layout helpers select them with. */
export const FONTS = {
  normal: join(fontDir, 'DejaVuSansCondensed.ttf'),
  bold: join(fontDir, 'DejaVuSansCondensed-Bold.ttf'),
} as const;

/** A font name of {@link FONTS}. */
export type FontName = keyof typeof FONTS;
