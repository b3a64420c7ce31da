import type { PageProps } from 'shared';
import { Container, Section } from 'shared';

// Minimal page of the platform issue; the remote's own issue replaces it.
export default function ReferralPage({ lang }: PageProps) {
  return (
    <Section>
      <Container>
        <h1>{lang === 'es' ? 'Recomienda un negocio' : 'Refer a business'}</h1>
      </Container>
    </Section>
  );
}
