interface ImportMetaEnv {
  readonly [key: `PUBLIC_${string}`]: string | undefined;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
