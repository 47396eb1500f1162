/** Whether a keydown is one of the shortcuts that open the search modal. */
export function isSearchShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.altKey) return false;
  if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey)) return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey;
}
