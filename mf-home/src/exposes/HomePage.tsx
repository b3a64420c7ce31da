// The home page for `/` and `/es`; built in src/features/home.
export { HomePage as default } from '../features/home/components/HomePage';
// The hero's copy of the language: what the page's first render needs.
export { loadHero as preload } from '../features/home/content/load';
// Before a visit from another page or language: the rest of the copy too, so the click only renders.
export { loadCopy as prefetch } from '../features/home/content/load';
