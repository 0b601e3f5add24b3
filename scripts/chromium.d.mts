// Types of scripts/chromium.mjs for the TypeScript code that starts Chromium.

export declare const CHROMIUM: string;

export declare const CHROMIUM_FLAGS: string[];

export declare const BROWSER_SUITE_FLAGS: string[];

export declare function ensureChromium(): void;
