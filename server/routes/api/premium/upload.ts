import type { FastifyRequest } from 'fastify';
import { HttpProblem, notification, translate } from '../../../errors';

const HEADER = 'Premiumimport';
const invalid = (fieldname: string, message: string, status = 400) =>
  new HttpProblem(status, [notification(`premium.${fieldname}`, message, { header: HEADER, fieldname })]);

/** The metadata part: JSON, as a plain field or (as browsers send a JSON Blob) as a file part. */
function parseMetadata(value: unknown): Record<string, unknown> | undefined {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as never) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the upload's two parts (@fastify/multipart): the file, at most `maxBytes`, and its JSON metadata with the
 * dateiname. Only an .xlsx name is taken (account-admin.md §5 'Premium import: .xlsx only'), by the metadata's dateiname
 * and the file part's own name alike; what the bytes are is the reader's to find out. Every refusal is a German 4xx.
 */
export async function readPremiumUpload(
  request: FastifyRequest,
  maxBytes: number,
  texts: { nurXlsx: string; zuGross: string },
): Promise<{ bytes: Buffer; dateiname: string }> {
  let bytes: Buffer | undefined;
  let filename = '';
  let metadata: unknown;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 2, fields: 2, parts: 3 } })) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') [bytes, filename] = [content, part.filename ?? ''];
        else if (part.fieldname === 'metadata') metadata = content.toString('utf8');
      } else if (part.fieldname === 'metadata') metadata = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw invalid('file', texts.zuGross, 413);
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw invalid('metadata', translate('validation.type'));
    throw invalid('file', translate('dokument.format'));
  }
  if (!bytes?.length) throw invalid('file', translate('validation.required'));
  const meta = parseMetadata(metadata);
  if (!meta) throw invalid('metadata', translate('validation.required'));
  const dateiname = typeof meta.dateiname === 'string' ? meta.dateiname.trim() : '';
  if (!dateiname || dateiname.length > 255) throw invalid('metadata.dateiname', translate('validation.required'));
  const xlsx = /\.xlsx$/i;
  if (!xlsx.test(dateiname) || (filename && !xlsx.test(filename))) throw invalid('file', texts.nurXlsx);
  return { bytes, dateiname };
}
