// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { inWords, PICTURE_LIMITS, pictureProblem, sizeOfPicture } from './picture-limits.mjs';

const MB = 1024 * 1024;
const photo = { width: 2000, height: 1500 };

describe('what a picture may be, said in words', () => {
  it('a weight as a person says it', () => {
    expect(inWords(8.24 * MB)).toBe('8.2 MB');
    expect(inWords(5 * MB)).toBe('5 MB');
    expect(inWords(1.8 * MB)).toBe('1.8 MB');
    expect(inWords(450 * 1024)).toBe('450 KB');
  });

  it('accepts PNG, JPEG, WebP and SVG within the limits', () => {
    for (const name of ['a.png', 'a.jpg', 'a.jpeg', 'a.webp', 'A.PNG']) {
      expect(pictureProblem(name, 2 * MB, photo, 736)).toBeUndefined();
    }
    expect(pictureProblem('logo.svg', 20 * 1024, { width: 96, height: 96 }, 736)).toBeUndefined();
  });

  it('a photo over 5 MB, with the limit and what to do', () => {
    expect(pictureProblem('uploads/team-photo.png', 8.2 * MB, photo)).toBe(
      'team-photo.png is 8.2 MB: a picture may be at most 5 MB. Make it smaller and choose it again.',
    );
    expect(pictureProblem('a.png', PICTURE_LIMITS.rasterBytes, photo)).toBeUndefined();
    expect(pictureProblem('a.png', PICTURE_LIMITS.rasterBytes + 1, photo)).toMatch(
      /^a\.png is more than 5 MB: a picture may be at most 5 MB\./,
    );
  });

  it('an SVG over 500 KB (served as it is)', () => {
    expect(pictureProblem('logo.svg', 1.8 * MB, { width: 96, height: 96 })).toBe(
      'logo.svg is 1.8 MB: an SVG picture may be at most 500 KB. Make it smaller and choose it again.',
    );
  });

  it('a photo over 6,000 pixels on its longest side', () => {
    expect(pictureProblem('big.jpg', MB, { width: 4000, height: 6001 })).toBe(
      'big.jpg is 4000 × 6001 pixels: a picture may be at most 6,000 pixels on its longest side. Make it smaller and choose it again.',
    );
  });

  it('a photo narrower than the page shows it; an SVG has no such limit', () => {
    expect(pictureProblem('small.png', MB, { width: 500, height: 300 }, 736)).toBe(
      'small.png is 500 pixels wide: this place shows a picture 736 pixels wide, so it would look blurred. Choose a picture at least 736 pixels wide.',
    );
    expect(pictureProblem('small.svg', 1024, { width: 50, height: 30 }, 736)).toBeUndefined();
  });

  it('another kind of file, or one whose size cannot be read', () => {
    expect(pictureProblem('anim.gif', MB, photo)).toBe(
      'anim.gif is not a picture the site can show: choose a PNG, JPEG, WebP or SVG file.',
    );
    expect(pictureProblem('broken.png', 10, undefined)).toMatch(/^broken\.png cannot be read as a picture/);
    expect(pictureProblem('no-size.svg', 10, undefined)).toMatch(/^no-size\.svg has no width and height/);
  });

  it('reads the size from the bytes, or nothing', () => {
    const svg = new TextEncoder().encode('<svg width="80" viewBox="0 0 40 20"></svg>');
    expect(sizeOfPicture(svg)).toEqual({ width: 80, height: 40 });
    expect(sizeOfPicture(new TextEncoder().encode('not a picture'))).toBeUndefined();
  });
});
