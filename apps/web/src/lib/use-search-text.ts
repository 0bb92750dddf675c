import { useEffect, useState } from 'react';

/**
 * The text of a search box whose value lives in the URL: typing updates the box at once and
 * `commit`s the trimmed text after `delay` ms of quiet (debounce); a URL change from elsewhere
 * (back button, a link) replaces the box's text. `commit` should be stable (useCallback).
 */
export function useSearchText(urlValue: string, commit: (value: string) => void, delay = 300) {
  const [text, setText] = useState(urlValue);
  const [seenUrl, setSeenUrl] = useState(urlValue);
  const [committed, setCommitted] = useState(urlValue);

  if (urlValue !== seenUrl) {
    setSeenUrl(urlValue);
    if (urlValue !== committed) {
      setText(urlValue);
      setCommitted(urlValue);
    }
  }

  useEffect(() => {
    const value = text.trim();
    if (value === committed) return;
    const timer = setTimeout(() => {
      setCommitted(value);
      commit(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, committed, commit, delay]);

  return [text, setText] as const;
}
