// @ts-check
// The tooling rooms (issue 38, item 6): one package per job, and which may import which. Imports
// flow workspace → content-model → build, and serve takes only workspace; a room imports another
// by its package (`@intenta/content-model/content.ts`), never by a relative path. An app's src/
// (the browser's code and its server render) and the studio's may import content-model and
// workspace, never build, serve or edge; shared/ imports no room. edge (the Worker and its local
// host) takes serve's rules and workspace. Tests may set up with any room.
// `@typescript-eslint/no-restricted-imports` keeps these apart from the core rule's app
// boundaries in eslint.config.js, which a second `no-restricted-imports` would replace.
import { APPS } from './apps.mjs';

/** @typedef {'build' | 'content-model' | 'serve' | 'edge' | 'workspace'} RoomName */

/** Each room and the rooms it may import. @type {Record<RoomName, RoomName[]>} */
export const ROOMS = {
  build: ['workspace', 'content-model'],
  'content-model': ['workspace'],
  serve: ['workspace'],
  edge: ['serve', 'workspace'],
  workspace: [],
};

const NAMES = /** @type {RoomName[]} */ (Object.keys(ROOMS));

/** A relative path that climbs into a room. */
const CLIMB = {
  regex: `^(?:\\./)?(?:\\.\\./)+(?:${NAMES.join('|')})(?:/|$)`,
  message: "Import a room by its package: `from '@intenta/content-model/content.ts'`.",
};

/** @param {readonly string[]} rooms @param {string} message */
const refuse = (rooms, message) => ({
  group: rooms.flatMap((room) => [`@intenta/${room}`, `@intenta/${room}/**`]),
  message,
});

/**
 * @param {string[]} files
 * @param {object[]} patterns
 * @returns {import('typescript-eslint').ConfigWithExtends}
 */
const block = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

const CODE = '**/*.{ts,tsx,js,mjs}';

/** The flat-config blocks that hold the rooms' rules. @returns {import('typescript-eslint').ConfigWithExtends[]} */
export function roomRules() {
  const rooms = NAMES.flatMap((room) => {
    const others = NAMES.filter((other) => other !== room && !ROOMS[room].includes(other));
    const may = ROOMS[room].length ? ROOMS[room].join(' and ') : 'no other room';
    return [
      block(
        [`${room}/${CODE}`],
        [
          CLIMB,
          ...(others.length
            ? [
                refuse(
                  others,
                  `${room}/ imports ${may}: imports flow workspace → content-model → build, serve takes only workspace, and edge serve and workspace.`,
                ),
              ]
            : []),
        ],
      ),
      block([`${room}/**/*.test.{ts,tsx}`], [CLIMB]),
    ];
  });
  const appCode = [...APPS, 'studio'].map((app) => `${app}/src/${CODE}`);
  return [
    ...rooms,
    block(appCode, [
      CLIMB,
      refuse(
        ['build', 'serve', 'edge'],
        "An app's src/ imports no build or serving code: it may take shared, @intenta/content-model and @intenta/workspace.",
      ),
    ]),
    block(
      [`shared/src/${CODE}`],
      [refuse(NAMES, 'shared/ is the runtime package: it imports no tooling room.'), CLIMB],
    ),
  ];
}
