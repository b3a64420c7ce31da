import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Container } from 'shared';

export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container>
      <p>404</p>
      <h1>Page Not Found</h1>
      <p>Oops! The page you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link to="/">Home</Link> <Link to="/blog">Blog</Link>
    </Container>
  );
}
