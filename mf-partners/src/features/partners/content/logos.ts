/**
 * The partner logos: every picture in mf-partners/content/logos, by the file name a partner
 * names in content/partners.json (`logo`). Unit tests mock this module.
 */
const logos = import.meta.webpackContext('../../../../content/logos', {
  recursive: false,
  regExp: /\.(?:svg|png|jpg|webp)$/,
});

/** The address of a logo (small files are inlined as data: URLs); none for a file not built in. */
export function logoUrl(file: string): string | undefined {
  if (!logos.keys().includes(`./${file}`)) return undefined;
  const mod = logos(`./${file}`) as string | { default: string };
  return typeof mod === 'string' ? mod : mod.default;
}
