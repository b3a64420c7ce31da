// Types of the alias that the react-router-dom facade imports (see rsbuild-app.ts).
declare module 'react-router-bundled' {
  export * from 'react-router';
}
