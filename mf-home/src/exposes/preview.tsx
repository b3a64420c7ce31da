// The studio's preview of the home page's content files (docs/decisions/082-studio-previews.md):
// the block a file feeds, rendered by the page's own components with the draft being edited.
import { Suspense, use } from 'react';
import { withSiteText, type ContentPreviewProps, type PreviewModule } from 'shared';
import { ContentDraftProvider } from 'shared/content-draft';
import type { HeroFile } from '../../content/collections';
import { BELOW_FOLD_BLOCKS } from '../features/home/components/blocks';
import { Hero } from '../features/home/components/Hero';
import { SECTION_FILES, sectionsWithDraft } from '../features/home/content/draft';
import { hero as builtHeroEn } from '../features/home/content/hero.en';
import { hero as builtHeroEs } from '../features/home/content/hero.es';
import heroFileEn from '../../content/hero/hero.en.json';
import heroFileEs from '../../content/hero/hero.es.json';
import type { HeroContent } from '../features/home/content/types';
import { loadHero, loadSections } from '../features/home/content/load';

// The share card is drawn when the site is built, not shown on the page.
export const previewedFiles = ['hero', ...SECTION_FILES] as const satisfies PreviewModule['previewedFiles'];

/** A hero draft as the page gets it: each screenshot it names at the address it is served at. */
function heroOfDraft({ examples, ...rest }: HeroFile, lang: ContentPreviewProps['lang']): HeroContent {
  const [file, built] = lang === 'es' ? [heroFileEs, builtHeroEs] : [heroFileEn, builtHeroEn];
  // The built hero names the same screenshots as its file, in the same order.
  const served = new Map(file.examples.map((example, i) => [example.image, built.examples[i]?.image ?? '']));
  return { lang, ...rest, examples: examples.map((e) => ({ ...e, image: served.get(e.image) ?? '' })) };
}

export default function HomePreview({ file, lang, data }: ContentPreviewProps) {
  return (
    <Suspense fallback={null}>
      <Blocks file={file} lang={lang} data={data} />
    </Suspense>
  );
}

function Blocks({ file, lang, data }: Pick<ContentPreviewProps, 'file' | 'lang' | 'data'>) {
  const built = use(loadHero(lang));
  const sections = use(loadSections(lang));
  const hero = file === 'hero' ? withSiteText(heroOfDraft(data as HeroFile, lang)) : built;
  // The hero's file also holds the video block's copy and every block's anchor.
  const shown = BELOW_FOLD_BLOCKS.filter((block) =>
    file === 'hero' ? block.key === 'video' : block.key === file,
  );
  return (
    <ContentDraftProvider draft={{ file: 'sections', data: sectionsWithDraft(sections, file, data) }}>
      {file === 'hero' ? <Hero content={hero} /> : null}
      {shown.map(({ key, anchor, Component }) => (
        <Component key={key} lang={lang} hero={hero} id={hero.ids[anchor]} served={false} />
      ))}
    </ContentDraftProvider>
  );
}
