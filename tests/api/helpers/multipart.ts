/** A multipart/form-data body for inject(): the upload's file part and its JSON metadata part. */
export function multipartUpload(
  file: Buffer | string,
  metadata: unknown,
  boundary = 'disponentGrenze4711',
): { payload: Buffer; headers: Record<string, string> } {
  const text = (s: string) => Buffer.from(s, 'utf8');
  const payload = Buffer.concat([
    text(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(file) ? file : text(file),
    text(
      `\r\n--${boundary}\r\nContent-Disposition: form-data; name="metadata"\r\nContent-Type: application/json\r\n\r\n`,
    ),
    text(typeof metadata === 'string' ? metadata : JSON.stringify(metadata)),
    text(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
