// Debian's Chromium as the benches and the browser tests start it: headless, without the sandbox (they run as root here),
// and without the background networking, component updates and sync that a closed network refuses.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
