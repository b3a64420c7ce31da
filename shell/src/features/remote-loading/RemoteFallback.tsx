import { useEffect, useRef } from 'react';
import { styled } from '@linaria/react';
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

const Area = styled.div`
  min-height: 60vh;
  display: grid;
  place-items: center;
  padding: var(--space-16) var(--space-4);
  text-align: center;
`;

const Panel = styled.div`
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
    <Area role="alert" data-testid="remote-fallback">
      <Panel>
        <h1 ref={heading} tabIndex={-1}>
          {t.title}
        </h1>
        <p>{t.body}</p>
        <Button onClick={onRetry}>{t.retry}</Button>
      </Panel>
    </Area>
  );
}

export function RemoteLoading({ lang }: { lang: Lang }) {
  return (
    <Area data-testid="remote-loading">
      <Spinner label={copy[lang].loading} />
    </Area>
  );
}
