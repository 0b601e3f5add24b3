// react-i18next imports `use-sync-external-store/shim` for Reacts before 18; React 19 has the
// hook itself, so the build points that import here and the page carries no copy (vite.config.ts).
export { useSyncExternalStore } from 'react';
