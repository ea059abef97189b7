/** Test helpers: multipart bodies for POST /api/ArquivoAnexado and small files of each kind. */
import { randomBytes } from 'node:crypto';

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(32),
]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(32)]);
export const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

export interface MultipartInput {
  fields?: Record<string, string | undefined>;
  file?: { name: string; data: Buffer; contentType?: string } | null;
}

/** A multipart/form-data payload and its headers. */
export function multipart(input: MultipartInput): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----siam${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(input.fields ?? {})) {
    if (value === undefined) continue;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        'utf8',
      ),
    );
  }
  if (input.file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="Arquivo"; filename="${input.file.name}"\r\n` +
          `Content-Type: ${input.file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      input.file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
