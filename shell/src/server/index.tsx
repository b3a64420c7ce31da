// The shell's server build (dist/server/index.js): what the prerender step
// (shell/pipeline/) runs in Node. It bundles one copy of React, the
// router, zustand and shared/, and hands exactly those to the remotes' server
// builds, as the shell shares them with the remotes in the browser.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactRouter from 'react-router';
import * as ReactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';
import * as shared from 'shared';
import type { Singleton } from '@intenta/workspace/singletons.mjs';

/**
 * One copy of every singleton, checked against the one list of them; `react-dom/client`
 * mounts a page in a browser and no server build requires it.
 */
export const singletons: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDom,
  'react-router': ReactRouter,
  'react-router-dom': ReactRouterDom,
  zustand,
  shared,
} satisfies Record<Exclude<Singleton, 'react-dom/client'>, unknown>;

export { generatePath } from 'react-router';
export { configureSite, getSiteConfig, globalClass, LANGS, revealClass } from 'shared';
export { configureRemoteRoutes, siteRoutes } from '../app/routes';
export { provideRemotePage } from '../features/remote-loading/components/RemotePage';
export { renderDocument } from './Document';
export { renderPage } from './render';
export { shareCard } from './share-card';
export { buildLlmsTxt, buildRobotsTxt, buildRssFeed, buildSitemap } from './site-files';
