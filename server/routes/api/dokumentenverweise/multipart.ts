/** One part of a multipart/form-data body: its field name, the file name if any, and the raw bytes. */
export interface FormPart {
  name: string;
  filename?: string;
  data: Buffer;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a multipart/form-data content type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  return match ? match[1] ?? match[2] : undefined;
}

/**
 * Splits a multipart/form-data body (RFC 7578) into its parts; undefined when the body does not follow the format.
 * The upload is one file plus its JSON metadata, so the whole body in memory (bounded by the route's body limit) is fine.
 */
export function parseMultipart(body: Buffer, boundary: string): FormPart[] | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  let pos = body.indexOf(delimiter);
  if (pos < 0) return undefined;
  const parts: FormPart[] = [];
  for (;;) {
    pos += delimiter.length;
    if (body.subarray(pos, pos + 2).toString() === '--') return parts;
    if (!body.subarray(pos, pos + 2).equals(CRLF)) return undefined;
    const headerEnd = body.indexOf(HEADER_END, pos);
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), pos);
    if (headerEnd < 0 || next < 0 || headerEnd > next) return undefined;
    const headers = body.subarray(pos + 2, headerEnd).toString('utf8');
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) return undefined;
    const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
    parts.push({ name, filename, data: body.subarray(headerEnd + HEADER_END.length, next) });
    pos = next + CRLF.length;
  }
}
