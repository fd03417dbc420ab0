/** The parts of the edifact package (tdecaluwe/node-edifact) the portal and its tests use. */
declare module 'edifact' {
  /** Parser of UN/EDIFACT text: segments, elements and components arrive as events; UNA sets the service characters. */
  export class Parser {
    constructor(validator?: unknown, config?: Record<string, number>);
    encoding(level: 'UNOA' | 'UNOB' | 'UNOC' | 'UNOY' | 'UCS2'): void;
    onopensegment(name: string): void;
    onelement(): void;
    oncomponent(value: string): void;
    onclosesegment(): void;
    write(chunk: string): void;
    end(): void;
  }
  /** Reads a whole interchange into segments, checking the elements of the segments it knows (D.96A definitions). */
  export class Reader {
    constructor(config?: { autoDetectEncoding?: boolean });
    parse(document: string): { name: string; elements: string[][] }[];
  }
}
