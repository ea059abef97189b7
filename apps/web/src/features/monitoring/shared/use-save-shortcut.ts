import { useEffect, useEffectEvent } from 'react';

/** True for Ctrl+S (Windows, Linux) or Cmd+S (macOS). */
export function isSaveShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>,
): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
}

/**
 * Ctrl or Cmd+S saves the answers (spec 02 §2.7, §2.9, §9). The browser's own "save page" is always
 * suppressed on the screen, so a read-only view does not open a download dialog either.
 */
export function useSaveShortcut(onSave: () => void, enabled: boolean): void {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    if (!isSaveShortcut(event)) return;
    event.preventDefault();
    if (enabled && !event.repeat) onSave();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => handle(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
