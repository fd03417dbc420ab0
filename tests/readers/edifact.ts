import { Reader } from 'edifact';

/** An interchange as the edifact package (tdecaluwe/node-edifact) reads it: segments with elements of components. */
export interface Parsed {
  segments: { name: string; elements: string[][] }[];
}

/**
 * Reads an interchange file with the edifact package's Reader, which also checks the segments it has D.96A definitions
 * for (BGM, DTM, NAD, CTA, COM, RFF, FTX, CNT, MEA, DGS, UNH, UNT, UNZ): element counts, mandatory parts, formats. UNOC
 * is read as ISO 8859-1; UNOW (UTF-8), which the package does not name, as its UNOY level (the same letters).
 */
export function parseEdifact(bytes: Buffer): Parsed {
  const head = bytes.subarray(0, 40).toString('latin1');
  const unow = /UNB\+UNOW/.test(head);
  const reader = new Reader({ autoDetectEncoding: !unow });
  // The Reader has no call for a fixed level: its parser is set directly for UNOW.
  if (unow) (reader as unknown as { _parser: { encoding(l: string): void } })._parser.encoding('UNOY');
  return { segments: reader.parse(bytes.toString(unow ? 'utf8' : 'latin1')) };
}

/** The segments of one tag, optionally only those whose first component is `first` (a qualifier). */
export function segmentsOf(p: Parsed, tag: string, first?: string): Parsed['segments'] {
  return p.segments.filter((s) => s.name === tag && (first === undefined || s.elements[0]?.[0] === first));
}
