import { pictureProblem, sizeOfPicture } from '@intenta/content-model/picture-limits.mjs';

/** Why a file chosen in the studio is refused (content-model/picture-limits.mjs), or `undefined`. */
async function chosenFileProblem(file: File): Promise<string | undefined> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return pictureProblem(file.name, file.size, sizeOfPicture(bytes));
}

/** The change events this check sends again once their files passed it. */
const passed = new WeakSet<Event>();

/**
 * Refuses a picture beyond the limits as soon as it is chosen in a file input of `doc` (Decap's
 * media library), before Decap reads it: nothing is sent, and `tell` says why, the limit in
 * words. Decap's own check knows only one size for every kind of file and says it in kB.
 *
 * The choice is held back (the input's change event stops at the document, before Decap's
 * listener) while the file is read, then sent again as it was when the file passes. The studio's
 * server refuses the same files again (studio/server/picture-gate.ts).
 * @returns what stops the check
 */
export function refusePicturesBeyondLimits(doc: Document, tell: (message: string) => void): () => void {
  const onChange = (event: Event) => {
    const input = event.target as HTMLInputElement | null;
    if (input?.tagName !== 'INPUT' || input.type !== 'file' || !input.files?.length) return;
    if (passed.has(event)) return;
    event.stopImmediatePropagation();
    const files = [...input.files];
    void Promise.all(files.map(chosenFileProblem)).then((problems) => {
      const refused = problems.filter((problem) => problem !== undefined);
      if (refused.length) {
        input.value = '';
        tell(refused.join('\n'));
        return;
      }
      const again = new Event('change', { bubbles: true });
      passed.add(again);
      input.dispatchEvent(again);
    });
  };
  doc.addEventListener('change', onChange, true);
  return () => doc.removeEventListener('change', onChange, true);
}
