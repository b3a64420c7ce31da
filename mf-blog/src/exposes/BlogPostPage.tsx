import type { PageProps } from 'shared';
import { Container, Section } from 'shared';

// Minimal page of the platform issue; the remote's own issue replaces it.
export default function BlogPostPage({ lang }: PageProps) {
  return (
    <Section>
      <Container>
        <h1>{lang === 'es' ? 'Publicación' : 'Blog post'}</h1>
      </Container>
    </Section>
  );
}
