/*
 * The first paint of a signed-in screen, before the app's script has run. On a phone's slow
 * network the app's JavaScript takes seconds to arrive and run (issue 12: nothing but a spinner
 * until then); this file is a few kB, loaded beside the stylesheet. Once the server has said
 * who is signed in, it draws the header and the screen's title block as the app will draw them
 * (same elements, same classes: nothing moves when the app takes over), hides the app's root
 * until then, and hands the server's answer to the app (auth.api.ts), which asks it only once.
 * The app removes this drawing when it shows the screen itself (lib/first-paint.ts).
 * Plain JavaScript, served as it is: the Content-Security-Policy allows no inline script.
 * Texts are the screens' own (spec §2), kept equal by pwa/src/app/first-paint.test.tsx.
 */
(function () {
  var titleBlock = function (title, subtitle) {
    return (
      '<div class="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div class="min-w-0">' +
      '<h1 class="text-2xl font-bold sm:text-3xl">' + title + '</h1>' +
      '<p class="mt-1 text-sm text-base-content/75 sm:text-base">' + subtitle + '</p></div></div>'
    );
  };
  var networkMain = function (title, subtitle) {
    return '<main class="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 sm:py-10">' + titleBlock(title, subtitle) + '</main>';
  };
  /** Per path: the screen's title block (pages/*.tsx), drawn from the signed-in user. */
  var SCREENS = {
    '/': function () {
      return (
        '<main class="mx-auto max-w-6xl px-4 py-8 sm:py-12"><h1 class="text-center text-3xl font-bold sm:text-4xl">Welcome to <span class="text-primary">Sahayak</span></h1>' +
        '<p class="mt-2 text-center text-base-content/75">Choose an assistant to begin.</p></main>'
      );
    },
    '/history': function (user) {
      return (
        '<main class="mx-auto max-w-6xl px-4 py-6 sm:px-6 sm:py-10"><div class="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div>' +
        '<h1 class="text-2xl font-bold sm:text-3xl">Invitation History</h1>' +
        '<p class="mt-1 text-base-content/75">' + (user.role === 'admin' ? 'Manage' : 'View') + ' your processed invitations and response letters</p></div></div></main>'
      );
    },
    '/contacts-list': function () {
      return networkMain('Contacts', 'Search, call, email or copy the details of anyone in your network.');
    },
    '/network-map': function () {
      return networkMain('Network Map', 'Where the people in your network are.');
    },
  };
  var BACK =
    '<button type="button" class="btn btn-ghost btn-sm btn-square" aria-label="Back"><svg viewBox="0 0 24 24" class="h-5 w-5" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true"><path d="M15 18l-6-6 6-6" stroke-linecap="round" stroke-linejoin="round"></path></svg></button>';
  var letterNav = function (path) {
    var item = function (href, label) {
      return '<a href="' + href + '" class="btn btn-sm ' + (href === path ? 'btn-primary" aria-current="page"' : 'btn-ghost"') + '>' + label + '</a>';
    };
    return '<div class="flex gap-1">' + item('/invitation-assistant', 'New Letter') + item('/history', 'History') + '</div>';
  };
  /** app/header.tsx as it first draws: no install button, no count of captures waiting (both come later, without moving anything). */
  var header = function (path) {
    var nav = path === '/history';
    return (
      '<header class="sticky top-0 z-30 border-b border-base-300 bg-base-100/95 backdrop-blur"><div class="mx-auto flex h-14 max-w-6xl items-center gap-2 px-3 sm:px-6">' +
      (path === '/' ? '' : BACK) +
      '<a href="/" class="flex items-center gap-2 text-lg font-bold text-primary"><img src="/favicon.svg" alt="" aria-hidden="true" class="h-7 w-7" width="40" height="40"><span>Sahayak</span></a>' +
      (nav ? '<nav class="ml-2 hidden sm:block" aria-label="Letters">' + letterNav(path) + '</nav>' : '') +
      '<div class="ml-auto flex items-center gap-1"></div>' +
      '<div class="dropdown dropdown-end"><button type="button" tabindex="0" class="btn btn-ghost btn-circle avatar avatar-placeholder" aria-label="Account menu"><div class="w-9 rounded-full bg-primary text-primary-content"><span class="text-base" data-initial></span></div></button></div>' +
      '</div>' +
      (nav ? '<nav class="border-t border-base-300 px-3 py-2 sm:hidden" aria-label="Letters">' + letterNav(path) + '</nav>' : '') +
      '</header>'
    );
  };

  var path = window.location.pathname;
  var screen = SCREENS[path];
  if (!screen || !window.fetch || !window.Promise) return;
  // The same request as index.html's preload, so it is answered from it; the app takes it over.
  var answer = fetch('/api/auth/user', { credentials: 'include' });
  window.__sahayakFirstUser = answer;
  // The Latin letters' files (preloaded by index.html): drawn in the fallback font, a title is
  // drawn again by the app in a different width, and Lighthouse takes that later draw as the LCP.
  // Asked once the answer is in: by then the page's head, with its @font-face rules, has been read.
  var fonts = function () {
    if (!document.fonts) return null;
    return Promise.all([document.fonts.load('400 1em "Sahayak Noto Sans"'), document.fonts.load('700 1em "Sahayak Noto Sans"')]).catch(function () {});
  };
  var draw = function (user) {
    var root = document.getElementById('root');
    var shell = document.getElementById('first-paint');
    // The app already shows the screen itself (it removes #first-paint then): nothing to do. Its
    // own loading spinner may be there: this drawing goes over it until the screen is ready.
    if (!root || !shell) return false;
    shell.innerHTML = '<div class="min-h-dvh">' + header(path) + screen(user) + '</div>';
    shell.querySelector('[data-initial]').textContent = (user.firstName || user.email || '?').charAt(0).toUpperCase();
    root.hidden = true;
    return true;
  };
  // Settles once this drawing is on screen (or will not be): the app starts drawing after it
  // (main.tsx), so its first render does not hold the main thread before this paint.
  window.__sahayakFirstPaint = answer
    .then(function (res) {
      return res.ok ? Promise.all([res.clone().json(), fonts()]) : [null];
    })
    .then(function (both) {
      if (!both[0] || !draw(both[0])) return;
      return new Promise(function (resolve) {
        requestAnimationFrame(function () {
          setTimeout(resolve, 0);
        });
      });
    })
    .catch(function () {
      // Offline or refused: the app's own loading screen stays, as it did before this file.
    });
})();
