import type { RsbuildPlugin } from '@rsbuild/core';

/** Written into the shell's dist: the URLs of the chunks its entry loads first. */
const STARTUP_SCRIPTS_FILE = 'startup-scripts.json';

/**
 * Lists the JavaScript files of the chunks the shell's entry loads itself (the
 * bootstrap and the shared modules it consumes): every chunk of the entry's
 * child chunk groups. The prerender step has the after-paint loader start them
 * with the entry (decision 062). A chunk missing from the list is still loaded
 * by the runtime, only later; an extra one would cost bytes, which the budget
 * tests count.
 */
export function pluginStartupScripts(): RsbuildPlugin {
  return {
    name: 'intenta:startup-scripts',
    setup(api) {
      api.processAssets({ stage: 'report', environments: ['web'] }, ({ compilation, sources }) => {
        const entry = compilation.entrypoints.get('index');
        if (!entry) throw new Error('The shell has no "index" entry.');
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const files = new Set<string>();
        for (const group of entry.childrenIterable)
          for (const chunk of group.chunks)
            for (const file of chunk.files) if (file.endsWith('.js')) files.add(publicPath + file);
        compilation.emitAsset(STARTUP_SCRIPTS_FILE, new sources.RawSource(JSON.stringify([...files].sort())));
      });
    },
  };
}
