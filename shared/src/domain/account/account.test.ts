import { UPLOAD } from '../../constants/account';
import { checkImageFile, imageKindOf, isAcceptableLoginPassword } from './index';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0];
const WEBP = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50];

describe('isAcceptableLoginPassword', () => {
  it.each([
    ['abc123', true],
    ['a1'.repeat(10), true],
    ['abc12', false],
    ['a1'.repeat(10) + 'x', false],
    ['abcdefg', false],
    ['1234567', false],
    ['密码密码12', false],
    ['密码ab12', true],
  ])('%s → %s', (pw, ok) => expect(isAcceptableLoginPassword(pw)).toBe(ok));
});

describe('image checks', () => {
  it('recognises PNG, JPEG and WebP by their bytes only', () => {
    expect(imageKindOf(new Uint8Array(PNG))).toBe('image/png');
    expect(imageKindOf(new Uint8Array(JPEG))).toBe('image/jpeg');
    expect(imageKindOf(new Uint8Array(WEBP))).toBe('image/webp');
    expect(imageKindOf(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageKindOf(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0, 0]))).toBeNull(); // GIF
  });

  it('refuses an empty file, a file over the limit and a non-image named .png', async () => {
    expect(await checkImageFile(new Blob([]))).toBe('empty');
    expect(await checkImageFile(new Blob([new Uint8Array(UPLOAD.maxBytes + 1)]))).toBe('size');
    expect(await checkImageFile(new File(['hello world!'], 'id.png', { type: 'image/png' }))).toBe('type');
    expect(await checkImageFile(new File([new Uint8Array(JPEG)], 'id.bin'))).toBeNull();
    expect(await checkImageFile(new Blob([new Uint8Array(UPLOAD.maxBytes - PNG.length), new Uint8Array(0)], {}))).toBe('type');
  });
});
