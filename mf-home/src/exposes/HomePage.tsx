// The home page for `/` and `/es`; built in src/features/home.
export { HomePage as default } from '../features/home/HomePage';
