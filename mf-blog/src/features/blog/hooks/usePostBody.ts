import { useCallback, useState } from 'react';
import { IS_SERVER } from 'shared';
import { loadPostBody } from '../api/post-body';
import { sanitizePostHtml } from '../lib/sanitize';

export interface PostBodyRequest {
  /**
   * The sanitised body: the served page's own when the post is hydrated, otherwise a promise
   * that a component inside a Suspense boundary reads with `use()`.
   */
  body: Promise<string> | string;
  /** Increases with every retry (a key for the error boundary). */
  attempt: number;
  retry: () => void;
}

/**
 * The sanitised body of one post file. A post opened inside the app loads its
 * chunk and the sanitiser in parallel. A served post hydrates with the body
 * already in the page and loads neither (decision 034). The request lives in
 * the post's own state (the post view is keyed by post), and a retry starts a
 * fresh request.
 */
export function usePostBody(file: string): PostBodyRequest {
  const [request, setRequest] = useState<Omit<PostBodyRequest, 'retry'>>(() => ({
    body: servedBody(file) ?? loadBody(file),
    attempt: 0,
  }));
  const retry = useCallback(
    () => setRequest((r) => ({ body: loadBody(file), attempt: r.attempt + 1 })),
    [file],
  );
  return { ...request, retry };
}

function loadBody(file: string): Promise<string> {
  return loadPostBody(file).then(sanitizePostHtml);
}

/**
 * The body of this post file as the served page shows it, if it does (`PostBody`
 * marks its element with `data-post-file`). The build sanitised it with the same
 * policy (scripts/article.mjs), and the browser parsed and showed it before
 * any script ran, so sanitising it again could not change what the visitor got.
 * React keeps that markup as it is when it hydrates `dangerouslySetInnerHTML`.
 */
function servedBody(file: string): string | undefined {
  if (IS_SERVER) return undefined;
  const bodies = document.querySelectorAll<HTMLElement>('[data-post-file]');
  return [...bodies].find((element) => element.dataset.postFile === file)?.innerHTML;
}
