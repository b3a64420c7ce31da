// Exposed as `blog/BlogPostPage`: the page itself lives in the blog feature.
export { BlogPostPage as default } from '../features/blog/components/BlogPostPage';
