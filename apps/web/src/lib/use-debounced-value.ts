import { useEffect, useRef, useState } from 'react';

/** The value, once it has stopped changing for `delayMs` (search boxes: 300 ms, spec §9). */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const anyText = () => true;

/**
 * A text box bound to a value kept elsewhere (an address parameter): typing shows at once and is
 * committed `delayMs` after the last key, or at once with `flush` (Enter); a change made
 * elsewhere (back button, a reset) replaces the text. Text that is not valid is never committed.
 */
export function useDebouncedField(
  value: string,
  commit: (text: string) => void,
  { delayMs = 300, isValid = anyText }: { delayMs?: number; isValid?: (text: string) => boolean } = {},
) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const latest = useRef({ commit, isValid });
  useEffect(() => {
    latest.current = { commit, isValid };
  });

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      setText(value);
    }
  }, [value]);

  const flush = (next: string) => {
    if (next === committed.current || !latest.current.isValid(next)) return;
    committed.current = next;
    latest.current.commit(next);
  };

  const debounced = useDebouncedValue(text, delayMs);
  useEffect(() => flush(debounced), [debounced]);

  return { text, setText, flush: () => flush(text), invalid: text.trim() !== '' && !isValid(text) };
}
