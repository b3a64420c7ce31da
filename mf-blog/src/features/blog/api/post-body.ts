/**
 * Post bodies, one lazy chunk per post file (its Markdown article, rendered and
 * sanitised by the build): a body is fetched only when its post is opened. `@blog-posts` is the posts folder (alias in rsbuild.config.ts).
 */
const bodies = import.meta.webpackContext('@blog-posts', {
  recursive: false,
  regExp: /\.md$/,
  mode: 'lazy',
});

export async function loadPostBody(file: string): Promise<string> {
  const mod = (await bodies(`./${file}`)) as { default: string };
  return mod.default;
}
