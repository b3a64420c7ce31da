// @ts-check
// First module of every remote's server build. Asset URLs (images, the PDF) must
// be the same absolute URLs in the served HTML as the browser build computes
// from where the remote is deployed, which only the prerender step knows: it
// sets this global just before it evaluates the bundle (synchronously).
// eslint-disable-next-line no-undef
__webpack_public_path__ = globalThis.__INTENTA_REMOTE_PUBLIC_PATH__ ?? '';
