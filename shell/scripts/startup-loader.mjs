// @ts-check
/**
 * The inline loader of every served page, as the browser runs it: the prerender inlines
 * this function's source, minified, with its three arguments (entry-after-paint.mjs). It
 * may use nothing but its arguments and the browser's globals.
 *
 * It reads the scripts listed on its own element (the shell's, then the page's remote
 * files) and starts them, in order, once the first contentful paint is on screen; at once
 * in a background tab, which has no frame to wait for; after the first frame where the
 * browser has no paint timing; and after `firstPaintWaitMs` at the latest.
 * @param {string} shellAttribute the attribute listing the shell's start-up chunks and entry
 * @param {string} pageAttribute the attribute listing the page's remote entry and chunks
 * @param {number} firstPaintWaitMs
 */
export function startScriptsAfterFirstPaint(shellAttribute, pageAttribute, firstPaintWaitMs) {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    // A page's first storage read opens the storage, a few milliseconds. The federation
    // runtime reads it while the entry is evaluated, the longest start-up task: opened
    // here, it is not.
    try {
      localStorage.getItem('');
    } catch {
      // Storage refused (a privacy setting): the runtime meets the same refusal.
    }
    const me = document.querySelector(`script[${shellAttribute}]`);
    const list = me
      ? `${me.getAttribute(shellAttribute)} ${me.getAttribute(pageAttribute) ?? ''}`
          .split(' ')
          .filter(Boolean)
      : [];
    // One script per task (a message each, which timers faked by a test do not hold up):
    // appending them all at once is itself a long task on a phone. The runtime waits on a
    // script it finds on the page (by its src, kept as listed), and requests one it does
    // not find: each is removed once it has run or failed.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const src = list.shift();
      if (!src) return channel.port1.close();
      const script = document.createElement('script');
      script.src = src;
      script.async = false;
      script.onload = script.onerror = () => script.remove();
      document.head.appendChild(script);
      channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  }
  if (document.visibilityState !== 'visible') return start();
  setTimeout(start, firstPaintWaitMs);
  try {
    new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length) start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start));
  }
}
