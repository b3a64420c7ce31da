import type { PageProps } from 'shared';
import { Container, Section } from 'shared';

// Minimal page of the platform issue; the remote's own issue replaces it.
export default function PartnersPage({ lang }: PageProps) {
  return (
    <Section>
      <Container>
        <h1>
          {lang === 'es' ? 'Sé parte del ecosistema Agentic Commerce' : 'Join the Agentic Commerce Ecosystem'}
        </h1>
      </Container>
    </Section>
  );
}
