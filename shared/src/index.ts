export * from './contract';
export * from './config/site-config';
export * from './config/site-text';
// LANGS and Lang come through the contract, which re-exports them: a second `export *` of the
// same names makes the Linaria loader write a duplicate export, and the build fails.
export { langFromPath, otherLang, localePath, homePath, localeOf, absoluteUrl } from './i18n/lang';
export * from './analytics/track';
export * from './stores/demo-dialog';
export * from './stores/toast';
export * from './meta/page-meta';
export * from './meta/json-ld';
export * from './motion/reduced-motion';
export * from './motion/reveal';
export * from './ui/Reveal';
export * from './ui/tokens';
export * from './ui/Button';
export * from './ui/classed';
export * from './ui/layout';
export * from './ui/text';
export * from './ui/Spinner';
export * from './ssr/served-page';
export * from './ssr/early-clicks';
