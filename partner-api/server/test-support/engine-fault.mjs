// @ts-check
// A platform fault inside the database engine, for the tests of issue 46 (imported by the
// database thread through openDatabase's `preload`): the first file write whose bytes hold
// ENGINE_FAULT_MARKER throws a plain Error, as a filesystem layer that fails without an errno
// does. Under a commit that is the WAL write of the row holding the marker. Nothing else
// changes; each thread gets one such fault.
import { createRequire } from 'node:module';

/** The text a statement writes to have its WAL write fail. */
const ENGINE_FAULT_MARKER = 'issue-46-engine-fault';

const fs = createRequire(import.meta.url)('node:fs');
const writeSync = fs.writeSync;
const marker = Buffer.from(ENGINE_FAULT_MARKER);
let armed = true;

/** @param {...any} args */
fs.writeSync = function (...args) {
  const [, data] = args;
  if (armed && ArrayBuffer.isView(data)) {
    const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    if (bytes.includes(marker)) {
      armed = false;
      throw new Error('The platform failed the write.');
    }
  }
  return writeSync.apply(this, args);
};
