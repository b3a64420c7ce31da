import type { PageProps } from 'shared';
import { Container, Section } from 'shared';

// Minimal page of the platform issue; the remote's own issue replaces it.
export default function HomePage({ lang }: PageProps) {
  return (
    <Section>
      <Container>
        <h1>
          {lang === 'es'
            ? 'Deja de perder ventas por una búsqueda rota'
            : 'Stop losing sales to broken search'}
        </h1>
      </Container>
    </Section>
  );
}
