import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './error-boundary';

function Throws(): never {
  throw new Error('broken page');
}

test('a child that throws is replaced by the fallback, given the error, and reported once', () => {
  const reported: unknown[] = [];
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ErrorBoundary
      fallback={(error) => <p>fallback: {(error as Error).message}</p>}
      onError={(error) => reported.push(error)}
    >
      <Throws />
    </ErrorBoundary>,
  );
  quiet.mockRestore();
  expect(screen.getByText('fallback: broken page')).toBeTruthy();
  expect(reported).toEqual([expect.objectContaining({ message: 'broken page' })]);
});

test('children that render are shown as they are', () => {
  render(
    <ErrorBoundary fallback={() => <p>fallback</p>} onError={() => {}}>
      <p>the page</p>
    </ErrorBoundary>,
  );
  expect(screen.getByText('the page')).toBeTruthy();
  expect(screen.queryByText('fallback')).toBeNull();
});
