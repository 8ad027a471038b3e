import { describe, expect, it } from 'vitest';
import {
  exe,
  ftyp,
  heic,
  html,
  jpeg,
  pdf,
  png,
  shellScript,
  svgWithScript,
  webp,
  zip,
} from '../../test/receipts-fixtures.ts';
import { declaredTypeAgrees, sniffFileType } from './file-type.ts';

describe('sniffFileType', () => {
  it.each([
    ['PNG', png(), 'image/png'],
    ['JPEG', jpeg(), 'image/jpeg'],
    ['WebP', webp(), 'image/webp'],
    ['HEIC', heic(), 'image/heic'],
    ['HEIC by a compatible brand', ftyp('mif1', ['mif1', 'heic']), 'image/heic'],
    ['HEIF', ftyp('mif1', ['mif1']), 'image/heif'],
    ['PDF', pdf(), 'application/pdf'],
  ] as const)('recognises %s', (_name, bytes, type) => {
    expect(sniffFileType(bytes)).toBe(type);
  });

  it.each([
    ['SVG with a script', svgWithScript()],
    ['HTML', html()],
    ['an executable', exe()],
    ['a ZIP archive', zip()],
    ['a shell script', shellScript()],
    ['AVIF', ftyp('avif', ['mif1', 'avif'])],
    ['HEIF-branded AVIF', ftyp('mif1', ['mif1', 'avif'])],
    ['an MP4 video', ftyp('isom', ['isom', 'mp41'])],
    [
      'a broken ftyp box',
      Buffer.concat([Buffer.from([0, 0, 0x10, 0]), Buffer.from('ftypheic'), Buffer.alloc(8)]),
    ],
    ['a PNG signature without IHDR', png().subarray(0, 12)],
    ['nothing', Buffer.alloc(0)],
    ['text', Buffer.from('hello')],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffFileType(bytes)).toBeNull();
  });
});

describe('declaredTypeAgrees', () => {
  it('accepts matching or absent claims', () => {
    expect(
      declaredTypeAgrees('image/jpeg', { filename: 'cam-1700000000000.jpg', mediaType: 'image/jpeg' }),
    ).toBe(true);
    expect(declaredTypeAgrees('image/jpeg', { filename: 'IMG.JPEG', mediaType: '' })).toBe(true);
    expect(
      declaredTypeAgrees('image/heic', { filename: 'IMG_0001.HEIC', mediaType: 'application/octet-stream' }),
    ).toBe(true);
    expect(declaredTypeAgrees('application/pdf', { filename: 'receipt', mediaType: 'application/pdf' })).toBe(
      true,
    );
  });

  it('refuses a name or a type that disagrees with the bytes', () => {
    expect(declaredTypeAgrees('application/pdf', { filename: 'receipt.png', mediaType: 'image/png' })).toBe(
      false,
    );
    expect(declaredTypeAgrees('application/pdf', { filename: 'receipt.png', mediaType: '' })).toBe(false);
    expect(declaredTypeAgrees('image/png', { filename: 'receipt.png', mediaType: 'text/html' })).toBe(false);
    expect(declaredTypeAgrees('image/png', { filename: 'receipt.svg', mediaType: 'image/png' })).toBe(false);
  });
});
