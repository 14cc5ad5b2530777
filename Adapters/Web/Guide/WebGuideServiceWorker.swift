/// The guide's service worker (`/sw.js`): every page and file of the guide fetched goes to the
/// network first and is kept; when the network fails (offline at the venue, the server stopped),
/// the kept copy answers. Pages a page asks it to keep (itself, its style sheet, its script) are
/// fetched and kept at once.
enum WebGuideServiceWorker {
    /// The worker's text.
    static let text = #"""
        'use strict';
        const store = 'conbook-guide-1';

        self.addEventListener('install', (event) => {
          event.waitUntil(caches.open(store).then((cache) => cache.addAll(['/'])).catch(() => {}).then(() => self.skipWaiting()));
        });

        self.addEventListener('activate', (event) => {
          event.waitUntil(caches.keys()
            .then((names) => Promise.all(names.filter((name) => name !== store).map((name) => caches.delete(name))))
            .then(() => self.clients.claim()));
        });

        self.addEventListener('message', (event) => {
          const keep = (event.data && Array.isArray(event.data.keep) ? event.data.keep : [])
            .filter((address) => typeof address === 'string' && new URL(address, location.href).origin === location.origin);
          event.waitUntil(caches.open(store).then((cache) =>
            Promise.all(keep.map((address) => cache.match(address).then((kept) => kept || cache.add(address)).catch(() => {})))));
        });

        self.addEventListener('fetch', (event) => {
          const request = event.request;
          if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
          event.respondWith(fetch(request).then((answer) => {
            if (answer.ok && answer.type === 'basic') {
              const copy = answer.clone();
              caches.open(store).then((cache) => cache.put(request, copy));
            }
            return answer;
          }).catch(() => caches.open(store).then((cache) => cache.match(request).then((kept) =>
            kept || cache.match(request.url.endsWith('/') ? request.url : request.url + '/')).then((kept) =>
            kept || (request.mode === 'navigate' ? cache.match('/') : undefined)).then((kept) =>
            kept || Response.error()))));
        });
        """#
}
