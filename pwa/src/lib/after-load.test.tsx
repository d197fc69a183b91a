import { render } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { afterLoad, afterScreenDrawn, noteScreenShown, useScreenHold } from './after-load';

function Screen({ drawn }: { drawn: boolean }) {
  useScreenHold(drawn);
  return null;
}

// The map's first visit: the contacts' catch-up (afterLoad) must start while the map is still
// loading, since the map shows them; the service worker's install (afterScreenDrawn) waits for it.
it('lets afterLoad go on while a holding screen is drawn, and afterScreenDrawn only once it is', async () => {
  const view = render(<Screen drawn={false} />);
  noteScreenShown();
  let drawn = false;
  void afterScreenDrawn().then(() => {
    drawn = true;
  });
  await afterLoad();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(drawn).toBe(false);

  view.rerender(<Screen drawn />);
  await vi.waitFor(() => expect(drawn).toBe(true));
});
