import { refusePicturesBeyondLimits } from './picture-check';

const MB = 1024 * 1024;

/** A file input as Decap's media library has one, with what Decap would do on a change. */
function mediaLibrary() {
  const input = document.createElement('input');
  input.type = 'file';
  document.body.append(input);
  const decapSaw: File[][] = [];
  input.addEventListener('change', () => decapSaw.push([...(input.files ?? [])]));
  const told: string[] = [];
  const stop = refusePicturesBeyondLimits(document, (message) => told.push(message));
  const choose = async (file: File) => {
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // The check reads the file before it decides.
    await vi.waitFor(() => expect(decapSaw.length + told.length).toBeGreaterThan(0));
  };
  return { input, decapSaw, told, choose, stop };
}

describe('a picture chosen in the studio', () => {
  let library: ReturnType<typeof mediaLibrary>;
  beforeEach(() => (library = mediaLibrary()));
  afterEach(() => {
    library.stop();
    library.input.remove();
  });

  it('beyond the limits never reaches Decap, and the limit is said in words', async () => {
    await library.choose(new File([new Uint8Array(8.2 * MB)], 'team-photo.png', { type: 'image/png' }));
    expect(library.decapSaw).toEqual([]);
    expect(library.told).toEqual([
      'team-photo.png is 8.2 MB: a picture may be at most 5 MB. Make it smaller and choose it again.',
    ]);
  });

  it('an SVG logo over 500 KB is refused too (Decap alone knows one limit for every file)', async () => {
    const svg = `<svg viewBox="0 0 96 96">${' '.repeat(1.8 * MB)}</svg>`;
    await library.choose(new File([svg], 'logo.svg', { type: 'image/svg+xml' }));
    expect(library.decapSaw).toEqual([]);
    expect(library.told[0]).toMatch(/^logo\.svg is 1\.8 MB: an SVG picture may be at most 500 KB\./);
  });

  it('within the limits reaches Decap once, the same file', async () => {
    const file = new File(['<svg viewBox="0 0 1280 720"></svg>'], 'cover.svg', { type: 'image/svg+xml' });
    await library.choose(file);
    expect(library.told).toEqual([]);
    expect(library.decapSaw).toEqual([[file]]);
  });
});
