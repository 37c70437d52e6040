/** Types of chromium.cjs for the TypeScript tests. */
import type { Browser } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function launchChromium(executablePath?: string): Promise<Browser>;
