import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * pwa/public/first-paint.js draws a screen's title before the app runs; the app then draws its own
 * in the same place. Its texts and classes must be the screens' (spec §2's texts are exact, and a
 * different class moves the title when the app takes over).
 */
// Paths from this folder: happy-dom's URL takes no file: URLs.
const source = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8');
const script = source('../../public/first-paint.js');

async function drawAt(path: string, user: { role: string; firstName: string; email: string }) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = '<div id="first-paint"></div><div id="root"><p>Loading...</p></div>';
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(user), { status: 200 })));
  vi.stubGlobal('requestAnimationFrame', (f: () => void) => setTimeout(f, 0));
  new Function(script)();
  await window.__sahayakFirstPaint;
  return document.getElementById('first-paint')!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.__sahayakFirstPaint = undefined;
  window.__sahayakFirstUser = undefined;
});

const assistant = { role: 'assistant', firstName: 'Meena', email: 'meena@example.org' };

describe('first-paint.js', () => {
  it.each([
    ['/', './pages/home.tsx'],
    ['/history', './pages/history.tsx'],
    ['/contacts-list', './pages/contacts-list.tsx'],
    ['/network-map', './pages/network-map.tsx'],
  ])('draws %s with the title and classes of its screen, and hides the app until it draws it', async (path, page) => {
    const shell = await drawAt(path, assistant);
    const h1 = shell.querySelector('h1')!;
    const subtitle = shell.querySelector('h1 + p')!;
    expect(document.getElementById('root')!.hidden).toBe(true);
    const screen = source(page) + source('../features/contacts/network-header.tsx');
    expect(screen).toContain(`className="${h1.className}"`);
    expect(screen).toContain(`className="${subtitle.className}"`);
    // The screen's own words: in its source as a literal, or as the title and subtitle it passes.
    for (const text of [h1.textContent!, subtitle.textContent!.replace(/^View /, '')]) expect(screen.replace(/<span className="text-primary">|<\/span>|\{user\?\.role === 'admin' \? 'Manage' : 'View'\} /g, '')).toContain(text);
  });

  it('draws the header as the app does: Back off home, the letters nav on History, the user initial', async () => {
    const header = source('./header.tsx');
    let shell = await drawAt('/history', { ...assistant, firstName: 'meena' });
    expect(shell.querySelector('[aria-label="Back"]')).not.toBeNull();
    expect([...shell.querySelectorAll('nav a')].map((a) => a.textContent)).toEqual(['New Letter', 'History', 'New Letter', 'History']);
    expect(shell.querySelector('.avatar')!.textContent).toBe('M');
    expect(header).toContain(`className="${shell.querySelector('header')!.className}"`);
    shell = await drawAt('/', assistant);
    expect(shell.querySelector('[aria-label="Back"]')).toBeNull();
    expect(shell.querySelector('nav')).toBeNull();
  });

  it('says Manage to an admin on History, as the screen does', async () => {
    const shell = await drawAt('/history', { ...assistant, role: 'admin' });
    expect(shell.querySelector('h1 + p')!.textContent).toBe('Manage your processed invitations and response letters');
  });

  it('draws nothing for a visitor who is not signed in, nor on a screen it does not know', async () => {
    window.history.replaceState(null, '', '/history');
    document.body.innerHTML = '<div id="first-paint"></div><div id="root"></div>';
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 401 })));
    new Function(script)();
    await window.__sahayakFirstPaint;
    expect(document.getElementById('first-paint')!.childElementCount).toBe(0);
    expect(document.getElementById('root')!.hidden).toBe(false);
    window.__sahayakFirstPaint = undefined;
    window.history.replaceState(null, '', '/outbox');
    new Function(script)();
    expect(window.__sahayakFirstPaint).toBeUndefined();
  });
});
