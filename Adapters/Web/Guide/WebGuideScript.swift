/// The guide's one script (`/guide.js`): the visitor's picks kept in the browser's local storage
/// (a button beside every event, "My schedule" leading to the picks' address, a list shared to
/// the visitor added at their choice), the calendar file of the picks, "changed since your last
/// visit", a static copy's offline search and What's on, and the service worker that keeps visited pages for
/// offline use. Every page works without it; it sends nothing anywhere.
enum WebGuideScript {
    /// The script's text.
    static let text = #"""
        (() => {
          'use strict';
          const root = document.documentElement;
          const facts = root.dataset;
          const isStatic = facts.guide === 'static';
          const picksKey = 'conbook.picks.' + facts.convention;
          const seenKey = 'conbook.seen.' + facts.convention;
          const maximumResults = 100;

          const read = (key, fallback) => {
            try {
              const value = JSON.parse(localStorage.getItem(key));
              return value === null ? fallback : value;
            } catch (error) {
              return fallback;
            }
          };
          const write = (key, value) => {
            try { localStorage.setItem(key, JSON.stringify(value)); } catch (error) { /* private mode: kept for the page only */ }
          };
          const component = (text) =>
            encodeURIComponent(text).replace(/[!'()*]/g, (c) => '%' + c.charCodeAt(0).toString(16).toUpperCase());
          const element = (name, attributes, children) => {
            const made = document.createElement(name);
            for (const [key, value] of Object.entries(attributes || {})) made.setAttribute(key, value);
            for (const child of children || []) made.append(child);
            return made;
          };
          const word = (name, values) =>
            (facts['word' + name] || '').replace(/\{(\w+)\}/g, (all, key) => (values && key in values ? values[key] : all));

          let picks = read(picksKey, []);
          if (!Array.isArray(picks)) picks = [];
          picks = picks.filter((id) => typeof id === 'string');
          const isPicked = (id) => picks.includes(id);
          const listText = (ids) => ids.map(component).join(',');
          const picksPath = (ids) => '/picks/' + ids.map((id) => encodeURIComponent(component(id))).join(',');
          const eventID = (href) => {
            const match = /^\/events\/([^/?#~]+)\/?$/.exec(href);
            if (!match) return null;
            try { return decodeURIComponent(match[1]); } catch (error) { return null; }
          };

          const picksLink = document.getElementById('guide-picks');
          const showPicksLink = () => {
            if (picksLink && !isStatic) picksLink.setAttribute('href', picks.length ? picksPath(picks) : '/picks');
          };
          const buttons = [];
          const setPicked = (id, on) => {
            picks = picks.filter((other) => other !== id);
            if (on) picks.push(id);
            write(picksKey, picks);
            for (const button of buttons) if (button.dataset.event === id) drawButton(button);
            showPicksLink();
          };
          const drawButton = (button) => {
            const on = isPicked(button.dataset.event);
            button.textContent = on ? word('Picked') : word('Pick');
            button.setAttribute('aria-pressed', on ? 'true' : 'false');
          };
          const pickButton = (id, title) => {
            const button = element('button', { type: 'button', class: 'pick', 'data-event': id,
              'aria-label': word('PickLabel', { title }) });
            button.addEventListener('click', () => setPicked(id, !isPicked(id)));
            buttons.push(button);
            drawButton(button);
            return button;
          };

          // A button beside every event listed, and on an event's own page.
          for (const link of document.querySelectorAll('main a.row-title')) {
            const id = eventID(link.getAttribute('href') || '');
            if (id !== null) link.after(' ', pickButton(id, link.textContent));
          }
          const ownID = eventID(location.pathname);
          const heading = document.querySelector('main h1');
          if (ownID !== null && heading) heading.after(pickButton(ownID, heading.textContent));
          showPicksLink();

          // "The programme changed since your last visit", until the Changes page is seen. Pages do
          // not carry the revision (each sync would change every page and its tag): its file does.
          const markChanges = (revision) => {
            const seen = read(seenKey, null);
            if (seen === null || location.pathname.replace(/\/$/, '') === '/changes') {
              write(seenKey, revision);
            } else if (revision > seen) {
              const banner = document.getElementById('guide-changed');
              if (banner) banner.hidden = false;
            }
          };
          fetch('/guide-revision.json').then((answer) => (answer.ok ? answer.json() : null))
            .then((file) => { if (file && typeof file.revision === 'number') markChanges(file.revision); }).catch(() => {});

          const loadIndex = () => fetch('/guide-index.json').then((answer) => {
            if (!answer.ok) throw new Error(answer.statusText);
            return answer.json();
          });
          const eventRow = (entry) => {
            const [id, title, when, room] = entry;
            const link = element('a', { href: '/events/' + encodeURIComponent(id) + '/', class: 'row-title' }, [title]);
            return element('li', {}, [link, ' ', pickButton(id, title), element('p', { class: 'row-detail' },
              [[when, room].filter(Boolean).join(' · ')])]);
          };

          // A list someone passed on (served: /picks/ID,ID): add it to mine. As the server reads
          // it: the segment decoded (its commas may come as %2C), then each ID in it.
          const shared = /^\/picks\/([^/]+)\/?$/.exec(location.pathname);
          if (shared && !isStatic) {
            let list = '';
            try { list = decodeURIComponent(shared[1]); } catch (error) { /* malformed: nothing to add */ }
            const ids = list.split(',').map((part) => { try { return decodeURIComponent(part); } catch (error) { return ''; } })
              .filter(Boolean);
            if (ids.some((id) => !isPicked(id)) && heading) {
              const add = element('button', { type: 'button', class: 'pick' }, [word('AddShared')]);
              add.addEventListener('click', () => { for (const id of ids) if (!isPicked(id)) setPicked(id, true); add.remove(); });
              heading.after(add);
            }
          }

          // My schedule: on the server, the picks' own address; in a static copy, listed here.
          if (location.pathname.replace(/\/$/, '') === '/picks') {
            const fromLink = /^#ids=(.*)$/.exec(location.hash);
            const passedOn = fromLink ? fromLink[1].split(',').map((part) => { try { return decodeURIComponent(part); } catch (error) { return ''; } }).filter(Boolean) : null;
            if (!isStatic && picks.length && !passedOn) location.replace(picksPath(picks));
            else if (isStatic) listStaticPicks(passedOn);
          }

          function listStaticPicks(passedOn) {
            const place = document.getElementById('guide-picks-list');
            const ids = passedOn || picks;
            if (!place || !ids.length) return;
            loadIndex().then((index) => {
              const byID = new Map(index.events.map((entry) => [entry[0], entry]));
              const shown = ids.map((id) => byID.get(id)).filter(Boolean);
              const actions = [];
              if (passedOn && passedOn.some((id) => !isPicked(id))) {
                const add = element('button', { type: 'button', class: 'pick' }, [word('AddShared')]);
                add.addEventListener('click', () => { for (const id of passedOn) if (!isPicked(id)) setPicked(id, true); add.remove(); });
                actions.push(add);
              }
              const share = element('a', { href: '/picks/#ids=' + ids.map(component).join(','), class: 'button' }, [word('Share')]);
              const calendar = element('button', { type: 'button', class: 'pick' }, [word('Calendar')]);
              calendar.addEventListener('click', () => downloadCalendar(shown.map((entry) => entry[0])));
              place.replaceChildren(element('div', { class: 'actions' }, [...actions, share, ' ', calendar]),
                element('ul', { class: 'rows' }, shown.map(eventRow)));
            }).catch(() => {});
          }

          // A static copy's What's on: what runs at the visitor's moment, from the index, by the
          // Core's rule (running: started and not ended; upcoming: starting within the window).
          const nowPlace = document.getElementById('guide-now');
          if (nowPlace) {
            loadIndex().then((index) => {
              const now = Date.now() / 1000;
              const until = now + Number(nowPlace.dataset.upcomingSeconds || 3600);
              const running = index.events.filter((entry) => entry[6] <= now && now < entry[7]);
              const upcoming = index.events.filter((entry) => now < entry[6] && entry[6] <= until);
              const part = (heading, entries) => (entries.length
                ? [element('h2', {}, [heading]), element('ul', { class: 'rows' }, entries.map(eventRow))] : []);
              const parts = [...part(word('Running'), running), ...part(word('Upcoming'), upcoming)];
              nowPlace.replaceChildren(...(parts.length ? parts : [element('p', {}, [word('NothingOn')])]));
            }).catch(() => {});
          }

          // A static copy's calendar: the picked events' entries (written as `conbook export`
          // writes them), from the calendar files they are kept in (one of 256, by the FNV-1a hash
          // of the event's identifier), joined into one. An entry is known by its UID.
          const calendarFileOf = (id) => {
            let hash = 0x811c9dc5;
            for (const byte of new TextEncoder().encode(id)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
            return '/calendar/' + (hash % 256).toString(16).padStart(2, '0') + '.ics';
          };
          const uidEnding = '@' + facts.convention + '.conbook';
          const eventOfEntry = (entry) => {
            const line = entry.replace(/\r\n[ \t]/g, '').split('\r\n').find((text) => text.startsWith('UID:'));
            if (!line) return null;
            const uid = line.slice(4).replace(/\\([\\;,nN])/g, (all, escaped) => (escaped.toLowerCase() === 'n' ? '\n' : escaped));
            return uid.endsWith(uidEnding) ? uid.slice(0, -uidEnding.length) : null;
          };
          function downloadCalendar(ids) {
            const files = [...new Set(ids.map(calendarFileOf))];
            Promise.all(files.map((address) => fetch(address).then((answer) => (answer.ok ? answer.text() : ''))))
              .then((texts) => {
                const entries = new Map();
                for (const text of texts) {
                  for (const part of text.split('\r\nBEGIN:VEVENT\r\n').slice(1)) {
                    const end = part.indexOf('END:VEVENT\r\n');
                    if (end < 0) continue;
                    const entry = 'BEGIN:VEVENT\r\n' + part.slice(0, end) + 'END:VEVENT\r\n';
                    const id = eventOfEntry(entry);
                    if (id !== null) entries.set(id, entry);
                  }
                }
                const first = texts.find((text) => text.includes('\r\nBEGIN:VEVENT\r\n')) || '';
                const head = first.slice(0, first.indexOf('BEGIN:VEVENT'));
                const text = head + ids.map((id) => entries.get(id) || '').join('') + 'END:VCALENDAR\r\n';
                const link = element('a', { href: URL.createObjectURL(new Blob([text], { type: 'text/calendar' })),
                  download: (facts.convention || 'picks') + '.ics' });
                document.body.append(link);
                link.click();
                link.remove();
              });
          }

          // A static copy's search, over the index, with at most maximumResults shown.
          const results = document.getElementById('guide-results');
          if (results) {
            const query = new URLSearchParams(location.search).get('q') || '';
            const field = document.getElementById('guide-search');
            if (field) field.value = query;
            const plain = (text) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
            const words = plain(query).split(/\s+/).filter(Boolean).slice(0, 8);
            if (words.length) {
              loadIndex().then((index) => {
                const found = [];
                for (const entry of index.events) {
                  const text = plain(entry.slice(1).join(' '));
                  if (words.every((w) => text.includes(w))) found.push(entry);
                  if (found.length === maximumResults) break;
                }
                results.replaceChildren(element('p', { class: 'muted' },
                  [found.length ? word('Results', { count: String(found.length) }) : word('NoResults')]),
                  element('ul', { class: 'rows' }, found.map(eventRow)));
              }).catch(() => {});
            }
          }

          // Pages visited stay readable offline (the service worker keeps them).
          if ('serviceWorker' in navigator) {
            navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready).then((registration) => {
              const keep = [location.href, ...[...document.querySelectorAll('link[rel=stylesheet], script[src], img[src]')]
                .map((item) => item.href || item.src)];
              if (registration.active) registration.active.postMessage({ keep });
            }).catch(() => {});
          }
        })();
        """#

    /// Its address, with its digest (a new version is a new address).
    static let address = WebAddress.page("guide.js").with(query: [("v", WebDigest.fnv(text))])
}
