// The served document paints before any of the site's JavaScript runs: the
// shell's entry is preloaded from the head, but only started by this small
// inline script once the first contentful paint is on screen (decision 062).
// Hydration then never delays the largest paint, even when every file arrives
// at once and the first frame takes long to show. A page opened in a background
// tab starts at once: it has no frame to wait for. A browser without paint
// timing starts after the first frame, and no page waits longer than a few seconds.
// The Content-Security-Policy allows it by its hash, as every inline script
// of the prerendered pages (decision 070).
// It starts, in order: the chunks the entry loads first (the build lists them;
// not preloaded, as fetched before the first paint they would delay it), the
// entry, then the page's remote files (preloaded at low priority). The entry
// runs once its chunks are in, and each runtime finds its files installed
// instead of requesting them in one long task.
/** Marks the preload of the shell's entry script that the loader starts. */
const ENTRY_ATTRIBUTE = 'data-entry';

/**
 * Marks the preloads of the page's remote files (its remote entry, then the page's chunks),
 * started after the entry so that each runs in a task of its own, not inside the runtime's.
 */
export const PAGE_SCRIPT_ATTRIBUTE = 'data-page-script';

/** The loader's own attribute: the start-up chunks' URLs, space-separated. */
const STARTUP_SCRIPTS_ATTRIBUTE = 'data-startup-scripts';

/** Longest wait for the first contentful paint before the scripts start anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

export const ENTRY_LOADER_SCRIPT = [
  '(function(){var started=false;',
  'function hrefs(a){return [].map.call(document.querySelectorAll("link["+a+"]"),function(l){return l.href})}',
  'function start(){if(started)return;started=true;',
  // A page's first storage read opens the storage, a few milliseconds. The federation runtime
  // reads it while the entry is evaluated, the longest start-up task: opened here, it is not.
  'try{localStorage.getItem("")}catch(e){}',
  `var me=document.querySelector("script[${STARTUP_SCRIPTS_ATTRIBUTE}]");`,
  `var list=((me&&me.getAttribute("${STARTUP_SCRIPTS_ATTRIBUTE}"))||"").split(" ").filter(Boolean)`,
  `.concat(hrefs("${ENTRY_ATTRIBUTE}"),hrefs("${PAGE_SCRIPT_ATTRIBUTE}"));`,
  // One script per task (a message each, which timers faked by a test do not hold up):
  // appending them all at once is itself a long task on a phone.
  // The runtime waits on a script it finds on the page (by its src, kept as listed), and
  // requests one it does not find: each is removed once it has run or failed.
  'var channel=new MessageChannel();channel.port1.onmessage=function(){var src=list.shift();if(!src)return channel.port1.close();',
  'var s=document.createElement("script");s.src=src;s.async=false;',
  's.onload=s.onerror=function(){s.remove()};document.head.appendChild(s);channel.port2.postMessage(0)};',
  'channel.port2.postMessage(0)}',
  'if(document.visibilityState!=="visible")return start();',
  `setTimeout(start,${FIRST_PAINT_WAIT_MS});`,
  'try{new PerformanceObserver(function(list){',
  'if(list.getEntriesByName("first-contentful-paint").length)start()}).observe({type:"paint",buffered:true})}',
  'catch(e){requestAnimationFrame(function(){setTimeout(start)})}})()',
].join('');

const ENTRY_SCRIPT_TAGS = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The built document with its entry script tags replaced by preloads (in the
 * same order) and the after-paint loader, which starts `startupScripts` first.
 * Throws when the template has no such tag (a changed build).
 * @param {string} template the shell's built index.html
 * @param {readonly string[]} [startupScripts] URLs of the chunks the entry loads first (`startup-scripts.json`)
 */
export function startEntryAfterFirstPaint(template, startupScripts = []) {
  const sources = [...template.matchAll(ENTRY_SCRIPT_TAGS)].map((match) => match[1]);
  if (sources.length === 0)
    throw new Error('The shell template has no <script defer src> entry to start after paint.');
  const preloads = sources.map((src) => `<link rel="preload" as="script" href="${src}" ${ENTRY_ATTRIBUTE}>`);
  let first = true;
  return template.replace(ENTRY_SCRIPT_TAGS, () => {
    if (!first) return '';
    first = false;
    const list = startupScripts.length
      ? ` ${STARTUP_SCRIPTS_ATTRIBUTE}="${startupScripts.map(checkedUrl).join(' ')}"`
      : '';
    return `${preloads.join('')}<script${list}>${ENTRY_LOADER_SCRIPT}</script>`;
  });
}

/** @param {string} url a built file's URL: nothing in it may need escaping in an attribute */
function checkedUrl(url) {
  if (!/^[\w\-./:]+$/.test(url)) throw new Error(`Unexpected start-up script URL: ${url}`);
  return url;
}
