/**
 * A multipart/form-data body for `inject`: text fields, then files by field name as
 * `[file name, content]`. Tests only.
 */
export function multipart(fields: Record<string, string>, files: Record<string, [string, Buffer]> = {}) {
  const boundary = `----siakad-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [field, [nama, isi]] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${nama}"\r\nContent-Type: application/octet-stream\r\n\r\n`), isi, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
