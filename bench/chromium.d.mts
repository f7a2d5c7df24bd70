/** Where Debian's Chromium is (CHROMIUM_PATH overrides). */
export declare const chromiumPath: string;
/** The flags the benches and the browser tests start Chromium with. */
export declare const CHROMIUM_FLAGS: readonly string[];
