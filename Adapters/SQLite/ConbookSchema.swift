/// The layout of a Conbook database file, version 17 (kept in `PRAGMA user_version`).
///
/// One file holds several conventions side by side, each under the name its caller gives
/// (`convention` column):
///
/// | table | key | columns | holds |
/// |---|---|---|---|
/// | `conventions` | `name` | `identifier`, `last_server_time` (ms since 1970), `details` (JSON or null), `revision`, `source_version` (since version 3; e.g. an ETag, or null); since version 8 the sync baseline: `last_full_sync` (ms, the source's time of the last full sync; null: not known), `synced_subject` (whose view: the attendee's `sub`, null for anonymous) and `synced_roles` (their roles, a list); since version 17 `skipped` (what syncs left out of what the source sent: a JSON array of `SkippedRecord`s, null when nothing was) | one row per stored convention |
/// | `days` | `convention, id` | `date` (days since 1970), `name`, `entity` | `Day` |
/// | `rooms` | `convention, id` | `name`, `entity` | `Room` |
/// | `tracks` | `convention, id` | `name`, `entity` | `Track` |
/// | `events` (a rowid table since version 7: `row_id`) | `convention, id` | since version 13 the key and the `day_id`, `room_id`, `track_id`, `banner_image_id` and `poster_image_id` references as `CompactIdentifier` keeps them (a lower-case UUID as its 16 bytes in a BLOB); since version 7 every field in a column (`EventColumns`): `slug`, `title`, `subtitle`, `abstract`, `description` (in versions 13–14 an empty BLOB when the same as `abstract`, a BLOB when kept compressed; since version 15 `abstract_id` and `description_id`, the ids of their texts in `event_texts`), `hosts` (a list, `TextListColumn`), `day_id`, `room_id`, `track_id`, `start`, `end` (ms), `tags` (a list), `banner_image_id`, `poster_image_id`, `accepting_feedback`, `deviating` (0/1), `language`, `links` (a list: title, URL, …); up to version 6 the query columns and `entity` | `Event` |
/// | `event_texts` (since version 15) | `id` | `convention`, `digest` (`TextDigest` of the text), `uses` (how many abstracts and descriptions of the convention's events are this text), `text` (the text, or compressed in a BLOB: `KeptTextValue`) | each distinct abstract and description of a convention's events, kept once (`KeptTextWriter`); indexed by `convention, digest` |
/// | `announcements` | `convention, id` | `valid_from`, `valid_until`, `last_changed` (ms), `title`, `entity` | `Announcement` |
/// | `images` | `convention, id` | `entity` | `ImageReference` |
/// | `dealers` (since version 4) | `convention, id` | `name` (preferred), `thumbnail_image_id`, `artist_image_id`, `art_preview_image_id`, `entity`; since version 11 the A–Z listing's `listing_key` (`Dealer.listingKey`, which begins with its letter; filled by the store when a convention's are missing) and `categories` (a JSON array) | `Dealer` |
/// | `maps` (since version 4) | `convention, id` | `order`, `image_id`, `entity` | `ConventionMap`, its places included |
/// | `knowledge_groups` (since version 5) | `convention, id` | `order`, `name`, `entity` | `KnowledgeGroup` |
/// | `knowledge_entries` (since version 5) | `convention, id` | `group_id`, `order`, `title`, `entity` | `KnowledgeEntry` |
/// | `kind_<name>` (e.g. `kind_artist_alley_table`; no version: created when the store opens, if missing) | `convention, id` | `entity` (the entity's own `Codable` form) | each kind of `ConventionKinds` kept in the outline without a table of its own (`StoredKinds.keptWhole`), e.g. `ArtistAlleyTable` |
/// | `image_files` (since version 4) | `convention, image_id` | `hash` (Base64 SHA-1), `size`, `mime_type`, `file_name` | the image bytes kept, in `images/<file_name>` next to the database, shared by hash |
/// | `event_changes` | `convention, event_id` | `entity` | `EventChange` |
/// | `removed_favourites` (since version 3) | `convention, event_id` | `entity` | `RemovedFavourite`: a favourite a sync took off the schedule, as last seen |
/// | `favourites` | `convention, event_id` | — | the user's favourites |
/// | `announcement_reads` (since version 3) | `convention, announcement_id` | `version` (ms) | announcements read, with the `lastChanged` of the version read |
/// | `given_reminders` (since version 6) | `convention, event_id, start` (ms) | — | reminders given, each for the start it announced |
/// | `event_priorities` (since version 6) | `convention, event_id` | `priority` (`high`) | the priorities the user set (normal is not stored) |
/// | `hidden_items` (since version 9) | `convention, kind, item_id` | — | what the user hid: `kind` is `event`, `room`, `track` or `language` (`item_id` the identifier, or the lower-cased code); a kind this version does not know is skipped when read |
/// | `friends_lists` (since version 10) | `convention, friend, event_id` | — | the friends' lists kept: each friend's name with each event they picked (a friend without picks is not kept) |
/// | `settings` | `key` | `value` | small settings, e.g. the last used convention |
/// | `event_search` (FTS5, since version 2; since version 7 over `event_search_content`) | `rowid` = `events.row_id` | `title`, `hosts`, `tags`, `other` (subtitle and abstract; since version 15 the abstract read from `event_texts` through `conbook_text`) | each event's words, for full-text search and ranking by field; the index keeps no copy of the text (external content, `detail = column`, `columnsize = 0`; the words' first 1, 2 and 3 letters indexed (since version 16; in versions 14–15 their first 2 and 3, up to version 13 also their first 4); since version 12 up to 16 MiB of new entries gathered in memory before a segment is written); the store keeps it in step in the transactions that write `events` (`EventSearchIndex`) |
/// | `event_search_content` (a view, since version 7) | `row_id` | as `event_search` | the words of each event as the index reads them (lists as they are: their marks separate words) |
/// | `event_search_keys` (versions 2–6) | `convention, event_id` | `search_rowid` | which `event_search` row was which event's |
/// | `dealer_search` (FTS5, since version 4) | `rowid` | `words` | each dealer's names, Latin diacritics removed, for full-text search |
/// | `dealer_search_keys` (since version 4) | `convention, dealer_id` | `search_rowid`; since version 11 the dealer's `listing_key` and `categories` | which `dealer_search` row is which dealer's |
/// | `knowledge_search` (FTS5, since version 5) | `rowid` | `words` | each knowledge entry's title and text, Latin diacritics removed |
/// | `knowledge_search_keys` (since version 5) | `convention, entry_id` | `search_rowid` | which `knowledge_search` row is which entry's |
///
/// Indexes on `events` (since version 3; version 1 had `events_by_start`): `events_by_day`
/// (convention, day, schedule order) and `events_by_time` (convention, schedule order; both with
/// the `id` that breaks ties since version 7) let a page of a day, or what runs now, be read in
/// order without sorting; `events_by_track` and
/// `events_by_room` find the tracks and rooms in use one probe per value, `events_by_banner` and
/// `events_by_poster` the images (since version 13 only of the events that have one). `dealers_by_listing`
/// (since version 11: convention, listing key, categories) reads a page of the Dealers' Den A–Z
/// without sorting, and counts its letters without reading a dealer's row;
/// `dealer_search_keys_listed` (search row, listing key, categories) gives a search's hits in one
/// probe each.
///
/// `entity` is the whole value as JSON, in the store's own record of it (`Records/`, fixed per
/// schema version), so a load returns exactly what was saved; the other columns copy the fields
/// worth querying or reading by eye. Events (since version 7) have no `entity`: their columns are
/// the whole value, which makes them smaller, quicker to write and to read.
/// Content rows (and removed favourites, saved with each sync) reference `conventions(name)` with
/// `ON DELETE CASCADE`. Favourites, read announcements, given reminders, priorities, hidden items and friends' lists do not: they may exist before any
/// convention is saved, and they outlive their entities and every re-sync.
/// `revision` grows with every save; a store compares it with the one it cached to know whether
/// its cached copy still matches the file (another connection may have written).
enum ConbookSchema {
    /// The newest version this code reads and writes.
    static let currentVersion = 17

    /// `migrations[n]` turns version n into version n + 1; version 0 is an empty file.
    static let migrations: [String] = [
        """
        CREATE TABLE conventions (
            name TEXT NOT NULL PRIMARY KEY,
            identifier TEXT NOT NULL,
            last_server_time INTEGER NOT NULL,
            details TEXT,
            revision INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE days (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, date INTEGER NOT NULL, name TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE TABLE rooms (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, name TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE TABLE tracks (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, name TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE TABLE events (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, day_id TEXT NOT NULL, room_id TEXT NOT NULL, track_id TEXT NOT NULL,
            start INTEGER NOT NULL, "end" INTEGER NOT NULL, title TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE INDEX events_by_start ON events (convention, start);
        CREATE TABLE announcements (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, valid_from INTEGER NOT NULL, valid_until INTEGER NOT NULL,
            last_changed INTEGER NOT NULL, title TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE TABLE images (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE TABLE event_changes (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            event_id TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, event_id)
        ) WITHOUT ROWID;
        CREATE TABLE favourites (
            convention TEXT NOT NULL, event_id TEXT NOT NULL,
            PRIMARY KEY (convention, event_id)
        ) WITHOUT ROWID;
        CREATE TABLE settings (key TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        """,
        // Version 2: full-text search. Filled by the store when a convention's index is empty.
        """
        CREATE VIRTUAL TABLE event_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 0');
        CREATE TABLE event_search_keys (
            convention TEXT NOT NULL, event_id TEXT NOT NULL, search_rowid INTEGER NOT NULL UNIQUE,
            PRIMARY KEY (convention, event_id)
        ) WITHOUT ROWID;
        """,
        // Version 3: favourites taken off the schedule, read announcements, the source's version,
        // and indexes for reading events a page at a time.
        """
        CREATE TABLE removed_favourites (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            event_id TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, event_id)
        ) WITHOUT ROWID;
        CREATE TABLE announcement_reads (
            convention TEXT NOT NULL, announcement_id TEXT NOT NULL, version INTEGER NOT NULL,
            PRIMARY KEY (convention, announcement_id)
        ) WITHOUT ROWID;
        ALTER TABLE conventions ADD COLUMN source_version TEXT;
        DROP INDEX events_by_start;
        CREATE INDEX events_by_time ON events (convention, start, "end", title);
        CREATE INDEX events_by_day ON events (convention, day_id, start, "end", title);
        CREATE INDEX events_by_track ON events (convention, track_id);
        CREATE INDEX events_by_room ON events (convention, room_id);
        """,
        // Version 4: dealers and maps (with the dealers' names indexed for search), the images
        // events use in columns, and the image bytes kept.
        """
        CREATE TABLE dealers (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, name TEXT NOT NULL, thumbnail_image_id TEXT, artist_image_id TEXT,
            art_preview_image_id TEXT, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE INDEX dealers_by_thumbnail ON dealers (convention, thumbnail_image_id);
        CREATE INDEX dealers_by_artist_image ON dealers (convention, artist_image_id);
        CREATE INDEX dealers_by_art_preview ON dealers (convention, art_preview_image_id);
        CREATE VIRTUAL TABLE dealer_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2');
        CREATE TABLE dealer_search_keys (
            convention TEXT NOT NULL, dealer_id TEXT NOT NULL, search_rowid INTEGER NOT NULL UNIQUE,
            PRIMARY KEY (convention, dealer_id)
        ) WITHOUT ROWID;
        CREATE TABLE maps (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, "order" INTEGER NOT NULL, image_id TEXT, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        ALTER TABLE events ADD COLUMN banner_image_id TEXT;
        ALTER TABLE events ADD COLUMN poster_image_id TEXT;
        UPDATE events SET banner_image_id = json_extract(entity, '$.bannerImageID'),
            poster_image_id = json_extract(entity, '$.posterImageID');
        CREATE INDEX events_by_banner ON events (convention, banner_image_id);
        CREATE INDEX events_by_poster ON events (convention, poster_image_id);
        CREATE TABLE image_files (
            convention TEXT NOT NULL, image_id TEXT NOT NULL, hash TEXT NOT NULL, size INTEGER NOT NULL,
            mime_type TEXT NOT NULL, file_name TEXT NOT NULL,
            PRIMARY KEY (convention, image_id)
        ) WITHOUT ROWID;
        CREATE INDEX image_files_by_file ON image_files (file_name);
        """,
        // Version 5: the knowledge base, its entries indexed for search.
        """
        CREATE TABLE knowledge_groups (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, "order" INTEGER NOT NULL, name TEXT NOT NULL, entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE TABLE knowledge_entries (
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, group_id TEXT NOT NULL, "order" INTEGER NOT NULL, title TEXT NOT NULL,
            entity TEXT NOT NULL,
            PRIMARY KEY (convention, id)
        ) WITHOUT ROWID;
        CREATE VIRTUAL TABLE knowledge_search USING fts5(words, tokenize = 'unicode61 remove_diacritics 2');
        CREATE TABLE knowledge_search_keys (
            convention TEXT NOT NULL, entry_id TEXT NOT NULL, search_rowid INTEGER NOT NULL UNIQUE,
            PRIMARY KEY (convention, entry_id)
        ) WITHOUT ROWID;
        """,
        // Version 6: the reminders given, so none is given twice, and the priorities of events
        // (both kept like favourites).
        """
        CREATE TABLE given_reminders (
            convention TEXT NOT NULL, event_id TEXT NOT NULL, start INTEGER NOT NULL,
            PRIMARY KEY (convention, event_id, start)
        ) WITHOUT ROWID;
        CREATE TABLE event_priorities (
            convention TEXT NOT NULL, event_id TEXT NOT NULL, priority TEXT NOT NULL,
            PRIMARY KEY (convention, event_id)
        ) WITHOUT ROWID;
        """,
        // Version 7: events in typed columns (no JSON record), a rowid table so that the full-text
        // index reads its words from them (external content) instead of keeping a copy, and that
        // index by field (title, hosts, tags, the rest) for ranking, without positions or sizes,
        // with the words' first 2, 3 and 4 letters indexed too (a short prefix, the commonest
        // search, is then one lookup instead of a merge of every word it begins).
        """
        CREATE TABLE events_7 (
            row_id INTEGER PRIMARY KEY,
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, slug TEXT NOT NULL, title TEXT NOT NULL, subtitle TEXT NOT NULL,
            abstract TEXT NOT NULL, description TEXT NOT NULL, hosts TEXT NOT NULL,
            day_id TEXT NOT NULL, room_id TEXT NOT NULL, track_id TEXT NOT NULL,
            start INTEGER NOT NULL, "end" INTEGER NOT NULL, tags TEXT NOT NULL,
            banner_image_id TEXT, poster_image_id TEXT,
            accepting_feedback INTEGER NOT NULL, deviating INTEGER NOT NULL,
            language TEXT NOT NULL, links TEXT NOT NULL,
            UNIQUE (convention, id)
        );
        INSERT INTO events_7 (
            convention, id, slug, title, subtitle, abstract, description, hosts, day_id, room_id, track_id, start,
            "end", tags, banner_image_id, poster_image_id, accepting_feedback, deviating, language, links)
        SELECT convention, id, json_extract(entity, '$.slug'), title, json_extract(entity, '$.subtitle'),
            json_extract(entity, '$.abstract'), json_extract(entity, '$.description'),
            (SELECT coalesce(group_concat(char(31) || replace(replace(host.value, char(30), char(30, 30)), char(31), char(30, 31)), ''), '')
                FROM json_each(events.entity, '$.hosts') AS host),
            day_id, room_id, track_id, start, "end",
            (SELECT coalesce(group_concat(char(31) || replace(replace(tag.value, char(30), char(30, 30)), char(31), char(30, 31)), ''), '')
                FROM json_each(events.entity, '$.tags') AS tag),
            banner_image_id, poster_image_id,
            json_extract(entity, '$.isAcceptingFeedback'), json_extract(entity, '$.isDeviatingFromConBook'),
            coalesce(json_extract(entity, '$.language'), ''),
            (SELECT coalesce(group_concat(char(31) || replace(replace(text, char(30), char(30, 30)), char(31), char(30, 31)), ''), '')
                FROM (
                    SELECT link.key AS position, 0 AS part, json_extract(link.value, '$.title') AS text
                    FROM json_each(events.entity, '$.links') AS link
                    UNION ALL
                    SELECT link.key, 1, json_extract(link.value, '$.url') FROM json_each(events.entity, '$.links') AS link
                    ORDER BY position, part))
        FROM events ORDER BY convention, start, "end", title, id;
        DROP TABLE events;
        ALTER TABLE events_7 RENAME TO events;
        CREATE INDEX events_by_time ON events (convention, start, "end", title, id);
        CREATE INDEX events_by_day ON events (convention, day_id, start, "end", title, id);
        CREATE INDEX events_by_track ON events (convention, track_id);
        CREATE INDEX events_by_room ON events (convention, room_id);
        CREATE INDEX events_by_banner ON events (convention, banner_image_id);
        CREATE INDEX events_by_poster ON events (convention, poster_image_id);
        DROP TABLE event_search;
        DROP TABLE event_search_keys;
        CREATE VIEW event_search_content (row_id, title, hosts, tags, other) AS
            SELECT row_id, title, hosts, tags, subtitle || char(10) || abstract FROM events;
        CREATE VIRTUAL TABLE event_search USING fts5(
            title, hosts, tags, other, content = 'event_search_content', content_rowid = 'row_id',
            tokenize = 'unicode61 remove_diacritics 0', detail = column, columnsize = 0, prefix = '2 3 4');
        INSERT INTO event_search (event_search) VALUES ('rebuild');
        """,
        // Version 8: the sync baseline (whose view the data is, and when it was last synced in full).
        """
        ALTER TABLE conventions ADD COLUMN last_full_sync INTEGER;
        ALTER TABLE conventions ADD COLUMN synced_subject TEXT;
        ALTER TABLE conventions ADD COLUMN synced_roles TEXT;
        """,
        // Version 9: what the user hid (events, rooms, tracks, languages), kept like favourites.
        """
        CREATE TABLE hidden_items (
            convention TEXT NOT NULL, kind TEXT NOT NULL, item_id TEXT NOT NULL,
            PRIMARY KEY (convention, kind, item_id)
        ) WITHOUT ROWID;
        """,
        // Version 10: the friends' lists kept (each friend's picks), kept like favourites.
        """
        CREATE TABLE friends_lists (
            convention TEXT NOT NULL, friend TEXT NOT NULL, event_id TEXT NOT NULL,
            PRIMARY KEY (convention, friend, event_id)
        ) WITHOUT ROWID;
        """,
        // Version 11: the Dealers' Den A–Z read a page at a time: each dealer's listing key
        // (worked out by the Core's rule, so the store fills the keys when a convention's are
        // missing) and categories in columns, in narrow indexes that find a page without reading
        // a dealer's row: the dealers in listing order (its letters counted on it), and the search
        // index's keys by row (a hit's key, listing key and categories in one probe).
        """
        ALTER TABLE dealers ADD COLUMN listing_key TEXT;
        ALTER TABLE dealers ADD COLUMN categories TEXT;
        UPDATE dealers SET categories = json_extract(entity, '$.categories');
        CREATE INDEX dealers_by_listing ON dealers (convention, listing_key, categories);
        ALTER TABLE dealer_search_keys ADD COLUMN listing_key TEXT;
        ALTER TABLE dealer_search_keys ADD COLUMN categories TEXT;
        UPDATE dealer_search_keys SET categories = (
            SELECT dealers.categories FROM dealers
            WHERE dealers.convention = dealer_search_keys.convention AND dealers.id = dealer_search_keys.dealer_id);
        CREATE INDEX dealer_search_keys_listed ON dealer_search_keys (search_rowid, listing_key, categories);
        """,
        // Version 12: the events' full-text index gathers up to 16 MiB of new entries in memory
        // before it writes them as a segment (FTS5's `hashsize`, 1 MiB unless set; kept in
        // `event_search_config`): a whole convention's words then go to disk in a few large
        // segments instead of hundreds of small ones merged again and again (at 100k events the
        // index is built in under half the time).
        """
        INSERT INTO event_search (event_search, rank) VALUES ('hashsize', 16777216);
        """,
        // Version 13: events keep identifiers compact (`CompactIdentifier`: a lower-case UUID as its
        // 16 bytes; `conbook_compact_id` is registered on every connection) in their key and their
        // day, room, track and image references, rows and indexes alike; an event's description may
        // be a BLOB (until version 15): empty when it is the same text as the abstract, otherwise
        // the description compressed (`TextCompressor`); the banner and poster indexes leave out the
        // events without one (most). Descriptions written before keep their
        // text, read as it is, until they are written again. The version tells an older Conbook,
        // which would read a BLOB as text, that the file is not its own.
        """
        UPDATE events SET id = conbook_compact_id(id), day_id = conbook_compact_id(day_id),
            room_id = conbook_compact_id(room_id), track_id = conbook_compact_id(track_id),
            banner_image_id = conbook_compact_id(banner_image_id), poster_image_id = conbook_compact_id(poster_image_id);
        DROP INDEX events_by_banner;
        DROP INDEX events_by_poster;
        CREATE INDEX events_by_banner ON events (convention, banner_image_id) WHERE banner_image_id IS NOT NULL;
        CREATE INDEX events_by_poster ON events (convention, poster_image_id) WHERE poster_image_id IS NOT NULL;
        """,
        // Version 14: the events' full-text index keeps the words' first 2 and 3 letters, no longer
        // their first 4 (a prefix of 4 letters or more begins few words, merged quickly without an
        // index of its own): at 100k events the index is built in a fifth less time and takes 284
        // bytes per event instead of 356. Rebuilt from the events, with the 16 MiB of version 12.
        """
        DROP TABLE event_search;
        CREATE VIRTUAL TABLE event_search USING fts5(
            title, hosts, tags, other, content = 'event_search_content', content_rowid = 'row_id',
            tokenize = 'unicode61 remove_diacritics 0', detail = column, columnsize = 0, prefix = '2 3');
        INSERT INTO event_search (event_search, rank) VALUES ('hashsize', 16777216);
        INSERT INTO event_search (event_search) VALUES ('rebuild');
        """,
        // Version 15: events' abstracts and descriptions kept once per convention in `event_texts`
        // (`KeptTextWriter`: a recurring event's texts, and a description that repeats its abstract,
        // take their bytes once; long texts compressed), the events' rows holding their ids
        // (`abstract_id`, `description_id`); `conbook_text`, `conbook_kept_text` and
        // `conbook_text_digest` are registered on every connection (`KeptTextFunctions`). The events
        // keep their row numbers; the full-text index, which now reads each abstract from
        // `event_texts`, is built again from them.
        """
        DROP TABLE event_search;
        DROP VIEW event_search_content;
        CREATE TABLE event_texts (
            id INTEGER PRIMARY KEY,
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            digest INTEGER NOT NULL, uses INTEGER NOT NULL, text NOT NULL
        );
        CREATE TEMP TABLE event_texts_15 AS
            SELECT row_id, convention, conbook_text(abstract) AS abstract,
                CASE WHEN typeof(description) = 'blob' AND length(description) = 0 THEN conbook_text(abstract)
                    ELSE conbook_text(description) END AS description
            FROM events;
        INSERT INTO event_texts (convention, digest, uses, text)
            SELECT convention, conbook_text_digest(text), count(*), conbook_kept_text(text) FROM (
                SELECT convention, abstract AS text FROM event_texts_15
                UNION ALL SELECT convention, description FROM event_texts_15)
            GROUP BY convention, text ORDER BY convention, text;
        CREATE INDEX event_texts_by_digest ON event_texts (convention, digest);
        CREATE TABLE events_15 (
            row_id INTEGER PRIMARY KEY,
            convention TEXT NOT NULL REFERENCES conventions(name) ON DELETE CASCADE,
            id TEXT NOT NULL, slug TEXT NOT NULL, title TEXT NOT NULL, subtitle TEXT NOT NULL,
            abstract_id INTEGER NOT NULL, description_id INTEGER NOT NULL, hosts TEXT NOT NULL,
            day_id TEXT NOT NULL, room_id TEXT NOT NULL, track_id TEXT NOT NULL,
            start INTEGER NOT NULL, "end" INTEGER NOT NULL, tags TEXT NOT NULL,
            banner_image_id TEXT, poster_image_id TEXT,
            accepting_feedback INTEGER NOT NULL, deviating INTEGER NOT NULL,
            language TEXT NOT NULL, links TEXT NOT NULL,
            UNIQUE (convention, id)
        );
        INSERT INTO events_15 (
            row_id, convention, id, slug, title, subtitle, abstract_id, description_id, hosts, day_id, room_id,
            track_id, start, "end", tags, banner_image_id, poster_image_id, accepting_feedback, deviating, language,
            links)
        SELECT events.row_id, events.convention, id, slug, title, subtitle,
            (SELECT kept.id FROM event_texts AS kept WHERE kept.convention = events.convention
                AND kept.digest = conbook_text_digest(moved.abstract) AND conbook_text(kept.text) = moved.abstract),
            (SELECT kept.id FROM event_texts AS kept WHERE kept.convention = events.convention
                AND kept.digest = conbook_text_digest(moved.description) AND conbook_text(kept.text) = moved.description),
            hosts, day_id, room_id, track_id, start, "end", tags, banner_image_id, poster_image_id,
            accepting_feedback, deviating, language, links
        FROM events JOIN event_texts_15 AS moved ON moved.row_id = events.row_id
        ORDER BY events.row_id;
        DROP TABLE event_texts_15;
        DROP TABLE events;
        ALTER TABLE events_15 RENAME TO events;
        CREATE INDEX events_by_time ON events (convention, start, "end", title, id);
        CREATE INDEX events_by_day ON events (convention, day_id, start, "end", title, id);
        CREATE INDEX events_by_track ON events (convention, track_id);
        CREATE INDEX events_by_room ON events (convention, room_id);
        CREATE INDEX events_by_banner ON events (convention, banner_image_id) WHERE banner_image_id IS NOT NULL;
        CREATE INDEX events_by_poster ON events (convention, poster_image_id) WHERE poster_image_id IS NOT NULL;
        CREATE VIEW event_search_content (row_id, title, hosts, tags, other) AS
            SELECT row_id, title, hosts, tags,
                subtitle || char(10) || (SELECT conbook_text(kept.text) FROM event_texts AS kept WHERE kept.id = abstract_id)
            FROM events;
        CREATE VIRTUAL TABLE event_search USING fts5(
            title, hosts, tags, other, content = 'event_search_content', content_rowid = 'row_id',
            tokenize = 'unicode61 remove_diacritics 0', detail = column, columnsize = 0, prefix = '2 3');
        INSERT INTO event_search (event_search, rank) VALUES ('hashsize', 16777216);
        INSERT INTO event_search (event_search) VALUES ('rebuild');
        """,
        // Version 16: the events' full-text index keeps each word's first letter too (prefixes of
        // 1, 2 and 3 letters): a one-letter search, the first key typed in a search box, reads one
        // list of rows instead of merging those of every word that begins with its letter (at 100k
        // events its first page 8.7 → 3.9–4.3 ms, for about 8% more work in a whole save and 0.05
        // KB more per event). Rebuilt from the events, with the 16 MiB of version 12.
        """
        DROP TABLE event_search;
        CREATE VIRTUAL TABLE event_search USING fts5(
            title, hosts, tags, other, content = 'event_search_content', content_rowid = 'row_id',
            tokenize = 'unicode61 remove_diacritics 0', detail = column, columnsize = 0, prefix = '1 2 3');
        INSERT INTO event_search (event_search, rank) VALUES ('hashsize', 16777216);
        INSERT INTO event_search (event_search) VALUES ('rebuild');
        """,
        // Version 17: what syncs left out of what the source sent (an event whose start cannot be
        // read, one that refers to a room the data does not hold), with where and why, for About.
        """
        ALTER TABLE conventions ADD COLUMN skipped TEXT;
        """,
    ]
}
