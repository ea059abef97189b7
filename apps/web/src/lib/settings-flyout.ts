/** Open state of the header's 'Configurações' flyout, so any screen (no-access, prompts) can open it. */
import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (open === value) return;
  open = value;
  for (const l of [...listeners]) l();
}

export const openSettings = (): void => set(true);
export const closeSettings = (): void => set(false);

export function useSettingsOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => open,
  );
}
