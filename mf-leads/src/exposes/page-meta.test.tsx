import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageMetaStore, type PageMeta } from 'shared';
import ReferralPage from './ReferralPage';
import SuccessCasesPage from './SuccessCasesPage';

const pages: [string, string, ReactElement][] = [
  ['referral (en)', '/referral', <ReferralPage lang="en" />],
  ['referral (es)', '/es/referido', <ReferralPage lang="es" />],
  ['success cases', '/casos-de-exito', <SuccessCasesPage lang="es" />],
];

/** What the page declares, before the store cuts it to the limits. */
let declared: PageMeta[] = [];

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => undefined)),
  );
  declared = [];
  const { setMeta } = usePageMetaStore.getState();
  usePageMetaStore.setState({ setMeta: (meta) => declared.push(meta) });
  return () => {
    usePageMetaStore.setState({ setMeta });
    vi.unstubAllGlobals();
  };
});

describe.each(pages)('metadata of the %s page', (_name, path, element) => {
  it('fits the spec limits (title 60, description 160, 10 keywords) without being cut', () => {
    render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
    const meta = declared.at(-1)!;
    expect(meta.path).toBe(path);
    expect(meta.title.length).toBeLessThanOrEqual(60);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(meta.keywords?.length).toBeLessThanOrEqual(10);
    expect(meta.title.endsWith('…') || meta.description.endsWith('…')).toBe(false);
  });
});
