// The served document paints before any of the site's JavaScript runs: the
// shell's entry is preloaded from the head, but only started by this small
// inline script once the first contentful paint is on screen (decision 062).
// Hydration then never delays the largest paint, even when every file arrives
// at once and the first frame takes long to show. A page opened in a background
// tab starts at once: it has no frame to wait for. A browser without paint
// timing starts after the first frame, and no page waits longer than a few seconds.
// The Content-Security-Policy allows it by its hash, as every inline script
// of the prerendered pages (decision 070).
/** Marks the preload of the shell's entry script that the loader starts. */
const ENTRY_ATTRIBUTE = 'data-entry';

/** Longest wait for the first contentful paint before the scripts start anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

export const ENTRY_LOADER_SCRIPT = [
  '(function(){var started=false;',
  'function start(){if(started)return;started=true;',
  `document.querySelectorAll("link[${ENTRY_ATTRIBUTE}]").forEach(function(l){`,
  'var s=document.createElement("script");s.src=l.href;s.async=false;document.head.appendChild(s)})}',
  'if(document.visibilityState!=="visible")return start();',
  `setTimeout(start,${FIRST_PAINT_WAIT_MS});`,
  'try{new PerformanceObserver(function(list){',
  'if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}',
  'catch(e){requestAnimationFrame(function(){setTimeout(start)})}})()',
].join('');

const ENTRY_SCRIPT_TAGS = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The built document with its entry script tags replaced by preloads (in the
 * same order) and the after-paint loader. Throws when the template has no such
 * tag (a changed build).
 * @param {string} template the shell's built index.html
 */
export function startEntryAfterFirstPaint(template) {
  const sources = [...template.matchAll(ENTRY_SCRIPT_TAGS)].map((match) => match[1]);
  if (sources.length === 0)
    throw new Error('The shell template has no <script defer src> entry to start after paint.');
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" ${ENTRY_ATTRIBUTE}>`);
  let first = true;
  return template.replace(ENTRY_SCRIPT_TAGS, () => {
    if (!first) return '';
    first = false;
    return `${preloads.join('')}<script>${ENTRY_LOADER_SCRIPT}</script>`;
  });
}
