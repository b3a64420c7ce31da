import { useEffect, useState } from 'react';
import { loadPostBody } from '../api/post-body';
import { sanitizePostHtml } from '../api/sanitize';

export type PostBodyState =
  { status: 'loading' } | { status: 'ready'; html: string } | { status: 'error'; retry: () => void };

type Loaded = { file: string; attempt: number } & ({ html: string } | { error: true });

/**
 * The sanitised body of one post file: its chunk and the sanitiser load in
 * parallel, only when a post is open. Loading again whenever the file changes.
 */
export function usePostBody(file: string | null): PostBodyState {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!file) return;
    let live = true;
    loadPostBody(file)
      .then(sanitizePostHtml)
      .then(
        (html) => live && setLoaded({ file, attempt, html }),
        () => live && setLoaded({ file, attempt, error: true }),
      );
    return () => {
      live = false;
    };
  }, [file, attempt]);

  if (!file || !loaded || loaded.file !== file || loaded.attempt !== attempt) return { status: 'loading' };
  if ('error' in loaded) return { status: 'error', retry: () => setAttempt((n) => n + 1) };
  return { status: 'ready', html: loaded.html };
}
