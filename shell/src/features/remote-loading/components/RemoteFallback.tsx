import { useEffect, useRef } from 'react';
import { css } from '@linaria/core';
import { Button, Spinner, type Lang } from 'shared';

const copy = {
  en: {
    title: 'This section is not available right now',
    body: 'We could not load this part of the site. The rest of the site still works; you can try again now.',
    retry: 'Try again',
    loading: 'Loading…',
  },
  es: {
    title: 'Esta sección no está disponible en este momento',
    body: 'No pudimos cargar esta parte del sitio. El resto del sitio sigue funcionando; puedes intentarlo de nuevo ahora.',
    retry: 'Reintentar',
    loading: 'Cargando…',
  },
} as const;

const areaClass = css`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: var(--space-16) var(--space-4);
  text-align: center;
`;

const panelClass = css`
  max-width: 32rem;
  display: grid;
  gap: var(--space-4);
  justify-items: center;

  h1 {
    font-size: var(--text-2xl);
    margin: 0;
  }

  p {
    margin: 0;
    color: var(--color-text-muted);
  }
`;

export function RemoteFallback({ lang, onRetry }: { lang: Lang; onRetry: () => void }) {
  const t = copy[lang];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={areaClass} role="alert" data-testid="remote-fallback">
      <div className={panelClass}>
        <h1 ref={heading} tabIndex={-1}>
          {t.title}
        </h1>
        <p>{t.body}</p>
        <Button onClick={onRetry}>{t.retry}</Button>
      </div>
    </div>
  );
}

export function RemoteLoading({ lang }: { lang: Lang }) {
  return (
    <div className={areaClass} data-testid="remote-loading">
      <Spinner label={copy[lang].loading} />
    </div>
  );
}
