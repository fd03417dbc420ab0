import type { FastifyRequest } from 'fastify';
import { HttpProblem, notification, translate } from '../../../errors';

type Json = Record<string, unknown>;

/** Largest document accepted (delivery notes and photos of proof of delivery). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** Quota per order: at most this many documents … */
export const MAX_DOCUMENTS_PER_ORDER = 50;
/** … of together at most this many bytes. */
export const MAX_ORDER_DOCUMENT_BYTES = 100 * 1024 * 1024;

/** The 413 of a full order (German text with both limits). */
export function quotaExceeded(): HttpProblem {
  return new HttpProblem(413, [
    notification(
      'dokument.kontingent',
      translate('dokument.kontingent', MAX_DOCUMENTS_PER_ORDER, MAX_ORDER_DOCUMENT_BYTES / 1024 / 1024),
      { header: 'Dokumente', fieldname: 'file' },
    ),
  ]);
}

const invalid = (fieldname: string, key: string, ...args: number[]) =>
  new HttpProblem(400, [notification(key, translate(key, ...args), { header: 'Dokumente', fieldname })]);

/** A failure while @fastify/multipart (busboy) reads the body: a file over the size limit (413), anything else is not a well-formed upload (400). */
function streamProblem(error: unknown): HttpProblem {
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    return new HttpProblem(413, [
      notification('dokument.zuGross', translate('dokument.zuGross', MAX_DOCUMENT_BYTES / 1024 / 1024), {
        header: 'Dokumente',
        fieldname: 'file',
      }),
    ]);
  }
  return new HttpProblem(400, [notification('dokument.format', translate('dokument.format'), { header: 'Dokumente' })]);
}

/** The metadata part's JSON: @fastify/multipart parses a field sent as application/json itself, anything else is text. */
function parseMetadata(value: unknown): Json {
  let metadata = value;
  if (typeof value === 'string')
    try {
      metadata = JSON.parse(value);
    } catch {
      metadata = undefined;
    }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
    throw invalid('metadata', 'validation.type');
  return metadata as Json;
}

/** Dateiname and extension of an upload: the metadata's if given, else taken from the file name. */
function describe(filename: string, metadata: Json): { dateiname: string; extension: string } {
  const dateiname =
    typeof metadata.dateiname === 'string' && metadata.dateiname.trim() ? metadata.dateiname.trim() : filename;
  if (dateiname.length > 255) throw invalid('metadata.dateiname', 'validation.maxLength', 255);
  const given =
    typeof metadata.extension === 'string' && metadata.extension.trim()
      ? metadata.extension
      : (/\.([^.]+)$/.exec(dateiname)?.[1] ?? '');
  const extension = given.trim().replace(/^\./, '').toLowerCase();
  if (!/^[a-z0-9]{1,10}$/.test(extension)) throw invalid('filename', 'validation.format');
  return { dateiname, extension };
}

/**
 * Reads the upload's parts with @fastify/multipart: the file's bytes and its JSON metadata, each refused on its
 * field when missing or unreadable. Metadata is accepted as a plain field or, as browsers send a JSON Blob, as a file part.
 * Name and extension come from the metadata, else from `filename` (the query parameter).
 */
export async function readUpload(
  request: FastifyRequest,
  filename: string,
): Promise<{ file: Buffer; dateiname: string; extension: string }> {
  let file: Buffer | undefined;
  let metadata: unknown;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = bytes;
        else if (part.fieldname === 'metadata') metadata = bytes.toString('utf8');
      } else if (part.fieldname === 'metadata') metadata = part.value;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_INVALID_JSON_FIELD_ERROR')
      throw invalid('metadata', 'validation.type');
    throw streamProblem(error);
  }
  if (!file?.length) throw invalid('file', 'validation.required');
  if (metadata === undefined) throw invalid('metadata', 'validation.required');
  return { file, ...describe(filename, parseMetadata(metadata)) };
}
