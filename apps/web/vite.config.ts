import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    modulePreload: { polyfill: false },
  },
  server: {
    proxy: {
      '^/(api|metadata|media|unauth|cart|order|coupons|sandbox)(/|$)': 'http://localhost:3000',
    },
  },
});
