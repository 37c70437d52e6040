/** Types of chromium.cjs for the TypeScript tests. */
import type { Browser, BrowserServer } from 'playwright-core';

export declare const CHROMIUM_PATH: string;
export declare const TEST_CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare function launchChromium(executablePath?: string): Promise<Browser>;
export declare function launchChromiumServer(executablePath?: string): Promise<BrowserServer>;
export declare function connectChromium(wsEndpoint: string): Promise<Browser>;
