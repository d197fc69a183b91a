/**
 * Whether the browser's Back stays in the app. A deep link opened from a message or a new tab
 * has nothing of ours behind it: history.back() would leave the app (about:blank, the mail app).
 *
 * The Navigation API answers directly (`canGoBack` is false when the entry behind is another
 * site or none). Where it is missing, the app counts its own entries: wouter announces each
 * pushState, and a popstate means one was left (a Forward after Back is counted as a Back, which
 * only makes Back go to the parent screen, never out of the app).
 */
let ownEntries = 0;

if (typeof window !== 'undefined') {
  window.addEventListener('pushState', () => (ownEntries += 1));
  window.addEventListener('popstate', () => (ownEntries = Math.max(0, ownEntries - 1)));
}

interface NavigationLike {
  canGoBack?: boolean;
}

export function canGoBackInApp(): boolean {
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  return ownEntries > 0;
}
