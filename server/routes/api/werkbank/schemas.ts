const kind = { type: 'string', enum: ['overlay', 'katalog'] } as const;

/** The workbench's files: overlays with their screen, and the switch catalogue. */
export const listeSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['name', 'kind', 'rueckgaengig'],
    properties: { name: { type: 'string' }, kind, screen: { type: 'string' }, rueckgaengig: { type: 'boolean' } },
  },
} as const;

const dateiProperties = {
  name: { type: 'string' },
  kind,
  text: { type: 'string' },
  neu: { type: 'boolean' },
  rueckgaengig: { type: 'boolean' },
} as const;

/** One file's text; `neu` when it does not exist yet. */
export const dateiSchema = {
  type: 'object',
  required: ['name', 'kind', 'text', 'neu', 'rueckgaengig'],
  properties: dateiProperties,
} as const;

/** A saved or restored file and whether the documents were reloaded (else why not). */
export const gespeichertSchema = {
  type: 'object',
  required: ['name', 'kind', 'text', 'neu', 'rueckgaengig', 'neuGeladen'],
  properties: { ...dateiProperties, neuGeladen: { type: 'boolean' }, grund: { type: 'string' } },
} as const;

/** The text of the file being edited. */
export const textBodySchema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: { text: { type: 'string', maxLength: 500000 } },
} as const;

/** The linter's findings: file, line (column when known), JSON pointer, German message. */
export const befundeSchema = {
  type: 'object',
  required: ['findings'],
  properties: {
    findings: {
      type: 'array',
      items: {
        type: 'object',
        required: ['file', 'line', 'pointer', 'message'],
        properties: {
          file: { type: 'string' },
          line: { type: 'integer' },
          column: { type: 'integer' },
          pointer: { type: 'string' },
          message: { type: 'string' },
        },
      },
    },
  },
} as const;

/** The screen a new overlay file starts for (GET and undo): as the contract's parameter WerkbankMaske. */
export const maskeQuerySchema = {
  type: 'object',
  properties: { maske: { type: 'string', minLength: 1, maxLength: 80, pattern: '^[a-z][a-zA-Z0-9]*$' } },
} as const;
