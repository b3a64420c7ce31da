import type { PageProps } from 'shared';
import { Container, Section } from 'shared';

// Minimal page of the platform issue; the remote's own issue replaces it.
export default function SuccessCasesPage({ lang }: PageProps) {
  return (
    <Section>
      <Container>
        <h1>{lang === 'es' ? 'Casos de éxito' : 'Casos de éxito'}</h1>
      </Container>
    </Section>
  );
}
