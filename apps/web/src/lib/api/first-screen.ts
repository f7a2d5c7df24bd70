/**
 * The answers the server put into a signed-in page's HTML (apps/api/src/platform/first-screen.ts,
 * decision 056), by the exact address the API client asks for: the member, the layout's
 * permissions and counters, the page's first screen. Each is handed out once, and only while the
 * page is opening — after that, and after the member signs out or in, the network answers again.
 */
const ELEMENT_ID = 'first-screen';
/** Answers older than this are not served: the page had time to ask for itself. */
const FIRST_SCREEN_MAX_AGE_MS = 10_000;

let answers: Map<string, unknown> | undefined;

function read(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const element = document.getElementById(ELEMENT_ID);
  if (!element?.textContent) return answers;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (parsed && typeof parsed === 'object') answers = new Map(Object.entries(parsed));
  } catch {
    // A page that cannot be read is a page that asks the network.
  }
  return answers;
}

/** The answer for a GET of `url` the server sent with the page, taken out (once), if still fresh. */
export function takeFirstScreen(url: string): { found: true; value: unknown } | { found: false } {
  const map = read();
  if (map.size === 0) return { found: false };
  if (typeof performance !== 'undefined' && performance.now() > FIRST_SCREEN_MAX_AGE_MS) {
    map.clear();
    return { found: false };
  }
  if (!map.has(url)) return { found: false };
  const value = map.get(url);
  map.delete(url);
  return { found: true, value };
}

/** Forgets whatever was not used: the member changed (signed out or in). */
export function forgetFirstScreen(): void {
  read().clear();
}
