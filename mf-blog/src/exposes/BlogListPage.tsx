// Exposed as `blog/BlogListPage`: the page itself lives in the blog feature.
export { BlogListPage as default } from '../features/blog/components/BlogListPage';
