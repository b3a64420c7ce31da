import { useCallback, useState } from 'react';
import { loadPostBody } from '../api/post-body';
import { sanitizePostHtml } from '../lib/sanitize';

export interface PostBodyRequest {
  /** The sanitised body; a component inside a Suspense boundary reads it with `use()`. */
  body: Promise<string>;
  /** Increases with every retry (a key for the error boundary). */
  attempt: number;
  retry: () => void;
}

/**
 * The sanitised body of one post file: its chunk and the sanitiser load in
 * parallel, only when a post is open. The request lives in the post's own
 * state (the post view is keyed by post), so a served post hydrates with the
 * body it was rendered with, and a retry starts a fresh request.
 */
export function usePostBody(file: string): PostBodyRequest {
  const [request, setRequest] = useState(() => ({ body: loadBody(file), attempt: 0 }));
  const retry = useCallback(
    () => setRequest((r) => ({ body: loadBody(file), attempt: r.attempt + 1 })),
    [file],
  );
  return { ...request, retry };
}

function loadBody(file: string): Promise<string> {
  return loadPostBody(file).then(sanitizePostHtml);
}
