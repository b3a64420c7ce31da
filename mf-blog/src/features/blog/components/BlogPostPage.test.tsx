import { content } from '@intenta/test-helpers/content';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { usePageMetaStore } from 'shared';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlogPostPage } from './BlogPostPage';

// The page's words from its content files (mf-blog/content/blog/); the posts are fixtures.
const en = content('mf-blog', 'blog', 'en').post;
const es = content('mf-blog', 'blog', 'es').post;

vi.mock('../api/post-index', async () => ({ default: (await import('../lib/posts.fixture')).FIXTURE_POSTS }));

const bodies = vi.hoisted(() => ({
  pending: new Map<string, (html: string) => void>(),
  failing: new Map<string, () => void>(),
  load: vi.fn(),
}));
vi.mock('../api/post-body', () => ({
  loadPostBody: (file: string) => {
    bodies.load(file);
    return new Promise<string>((resolve, reject) => {
      bodies.pending.set(file, resolve);
      bodies.failing.set(file, () => reject(new Error('ChunkLoadError')));
    });
  },
}));

let navigate: (to: string) => void = () => {};
function Probe() {
  const nav = useNavigate();
  navigate = (to) => nav(to);
  return null;
}

/** Rendered inside an awaited act: the body suspends, and React retries it only within act. */
async function renderPost(url: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/blog/:slug" element={<BlogPostPage lang="en" />} />
          <Route path="/es/blog/:slug" element={<BlogPostPage lang="es" />} />
        </Routes>
        <Probe />
      </MemoryRouter>,
    );
  });
}

async function resolveBody(file: string, html: string) {
  await act(async () => {
    bodies.pending.get(file)?.(html);
  });
}

// The sanitiser is a lazy import: loaded once up front, a body's wait is only the test's own.
beforeAll(async () => {
  await import('dompurify');
});

beforeEach(() => {
  bodies.pending.clear();
  bodies.load.mockClear();
});

describe('blog post', () => {
  it('shows a spinner while the body loads, then the sanitised body, header and tags', async () => {
    await renderPost('/blog/cost-of-irrelevance');
    expect(screen.getByRole('heading', { level: 1, name: 'The Cost of Irrelevance' })).toBeTruthy();
    expect(screen.getByRole('status')?.textContent).toContain(en.loading);
    expect(bodies.load).toHaveBeenCalledWith('cost-of-irrelevance.html');

    await resolveBody(
      'cost-of-irrelevance.html',
      '<h2>Body</h2><img src=x onerror="alert(1)"><script>x()</script>',
    );
    const body = await screen.findByTestId('post-body');
    expect(body.querySelector('h2')?.textContent).toBe('Body');
    expect(body.innerHTML).not.toMatch(/onerror|<script/);
    expect(screen.queryByText(en.loading)).toBeNull();

    expect(screen.getByText('E-commerce Strategy')).toBeTruthy();
    expect(screen.getByText('Irrelevant results cost around $2 trillion.')).toBeTruthy();
    expect(screen.getByText(/Intenta Team/)).toBeTruthy();
    expect(screen.getByText('September 28, 2024')).toBeTruthy();
    expect(screen.getByText('5 min read')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'An illustration' })?.getAttribute('width')).toBe('1280');
    expect(screen.getByText(en.tags)).toBeTruthy();
    expect(screen.getByText('revenue')).toBeTruthy();
    const backs = screen.getAllByRole('link', { name: en.back });
    expect(backs).toHaveLength(2);
    backs.forEach((b) => expect(b?.getAttribute('href')).toBe('/blog'));
  });

  it('hydrating a served post, keeps the body in the page and loads neither its chunk nor the sanitiser', async () => {
    // The prerendered page as the browser holds it before hydration (trimmed to the body).
    const served = document.createElement('div');
    served.dataset.postFile = 'cost-of-irrelevance.html';
    served.innerHTML = '<h2>Served body</h2><p>As built.</p>';
    document.body.append(served);
    try {
      await renderPost('/blog/cost-of-irrelevance');
      expect(bodies.load).not.toHaveBeenCalled();
      expect(screen.queryByRole('status')).toBeNull();
      expect(screen.getByTestId('post-body').innerHTML).toBe('<h2>Served body</h2><p>As built.</p>');

      // Another post opened afterwards is not in the served page: it loads as usual.
      await act(async () => navigate('/blog/ai-search-revolution'));
      expect(bodies.load).toHaveBeenCalledWith('ai-search-revolution.html');
      expect(screen.getByRole('status')?.textContent).toContain(en.loading);
    } finally {
      served.remove();
    }
  });

  it('declares its pair as alternate and the BlogPosting structured data', async () => {
    await renderPost('/es/blog/el-costo-de-la-irrelevancia');
    const meta = usePageMetaStore.getState().meta;
    expect(meta).toMatchObject({
      path: '/es/blog/el-costo-de-la-irrelevancia',
      alternatePath: '/blog/cost-of-irrelevance',
      type: 'article',
    });
    expect(meta?.jsonLd?.map((j) => j['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(screen.getByText(es.tags)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: es.back })[0]?.getAttribute('href')).toBe('/es/blog');
  });

  it('looks the post up again when the slug changes', async () => {
    await renderPost('/blog/cost-of-irrelevance');
    await resolveBody('cost-of-irrelevance.html', '<p>first body</p>');
    expect(await screen.findByText('first body')).toBeTruthy();

    await act(async () => navigate('/blog/ai-search-revolution'));
    expect(screen.getByRole('heading', { level: 1, name: 'The AI Search Revolution' })).toBeTruthy();
    expect(screen.getByRole('status')?.textContent).toContain(en.loading);
    expect(screen.queryByText('first body')).toBeNull();
    await resolveBody('ai-search-revolution.html', '<p>second body</p>');
    expect(await screen.findByText('second body')).toBeTruthy();
    expect(usePageMetaStore.getState().meta?.alternatePath).toBe('/es/blog/revolucion-busqueda-ia');
  });

  it('offers a retry when the body chunk fails to load', async () => {
    const user = userEvent.setup();
    // React reports the error its boundary caught; expected here, so kept out of the output.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderPost('/es/blog/el-costo-de-la-irrelevancia');
    await act(async () => bodies.failing.get('el-costo-de-la-irrelevancia.html')?.());
    expect(screen.getByRole('alert').textContent).toContain(es.bodyError);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]).toContainEqual(expect.objectContaining({ message: 'ChunkLoadError' }));
    consoleError.mockRestore();
    // Awaited act: the retried body suspends, and React resumes it only from an awaited act.
    await act(async () => user.click(screen.getByRole('button', { name: es.retry })));
    expect(bodies.load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toContain(es.loading);
    await resolveBody('el-costo-de-la-irrelevancia.html', '<p>now it works</p>');
    expect(await screen.findByText('now it works')).toBeTruthy();
  });

  it.each([
    ['/blog/nope', en.notFoundTitle, en.notFoundBody, en.notFoundButton, '/blog'],
    ['/es/blog/cost-of-irrelevance', es.notFoundTitle, es.notFoundBody, es.notFoundButton, '/es/blog'],
  ])('%s: not found copy and button', async (url, title, body, button, href) => {
    await renderPost(url);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(body)).toBeTruthy();
    expect(screen.getByRole('link', { name: button }).getAttribute('href')).toBe(href);
    expect(bodies.load).not.toHaveBeenCalled();
    expect(usePageMetaStore.getState().meta?.robots).toBe('noindex');
  });
});
