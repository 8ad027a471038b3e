import zlib from 'node:zlib';

/** Tiny real files for receipt tests, built in code so no binary fixtures live in the repo. */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1×1 RGBA PNG: signature, IHDR, IDAT, IEND. */
export function png(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header.set([8, 6, 0, 0, 0], 8); // bit depth 8, RGBA, deflate, no filter, no interlace
  const pixels = zlib.deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32, 0xff]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG padded to exactly `size` bytes (data after IEND is ignored by decoders). */
export function pngOfSize(size: number): Buffer {
  const start = png();
  return Buffer.concat([start, Buffer.alloc(size - start.length, 0x20)]);
}

/** A minimal one-page PDF. */
export function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The start of a JFIF JPEG: SOI and an APP0 segment. */
export const jpeg = () =>
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0, 1, 0, 1, 0, 0,
  ]);

/** A RIFF/WEBP container with a VP8L chunk header. */
export const webp = () =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L'), Buffer.alloc(18)]);

/** An ISO BMFF ftyp box with the given major and compatible brands, then a little padding. */
export function ftyp(major: string, compatible: string[]): Buffer {
  const size = 16 + 4 * compatible.length;
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('ftyp', 4, 'ascii');
  box.write(major, 8, 'ascii');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'ascii'));
  return Buffer.concat([box, Buffer.alloc(16)]);
}
export const heic = () => ftyp('heic', ['mif1', 'heic']);

export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>alert(document.cookie)</script><rect width="10" height="10"/></svg>\n',
  );
export const html = () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
/** The start of a Windows PE executable: the MZ header and its DOS stub text. */
export const exe = () =>
  Buffer.concat([
    Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]),
    Buffer.alloc(59),
    Buffer.from('This program cannot be run in DOS mode.'),
  ]);
export const zip = () => Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 8, 0]);
export const shellScript = () => Buffer.from('#!/bin/sh\nrm -rf /\n');

export interface Part {
  field: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body, for app.inject. */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----payorder-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.field}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** One file in the field `file`. */
export const filePart = (data: Buffer, filename: string, contentType: string): Part => ({
  field: 'file',
  filename,
  contentType,
  data,
});
