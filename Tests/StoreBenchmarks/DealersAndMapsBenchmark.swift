import ConbookCore
import ConbookSQLite
import ConbookTesting
import ConbookTime
import Foundation

/// Dealers, maps and images at scale: 100k events with 10k dealers (copies of the 145 real ones,
/// names varied with a fixed seed) and the real maps plus a synthetic one of 10k places; ingest,
/// a 10-dealer delta, cold start, a dealer search, a map tap, and an image sync where 1 of 300
/// images changed.
@MainActor
struct DealersAndMapsBenchmark {
    let synthetic: SyntheticConvention
    let response: SyncResponse

    /// The first pages of the dealers' listing, for the aims.
    struct FirstPages {
        var listing = 0.0
        var search = 0.0
        var searchHits = 0
        var dealers = 0
    }

    /// Prints the table; returns the first pages' times.
    func run(events: Int = 100_000, dealers: Int = 10_000, places: Int = 10_000) async throws -> FirstPages {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("conbook.sqlite")
        var (convention, _) = synthetic.stored(events: events)
        let manyDealers = self.dealers(count: dealers)
        convention.content[Dealer.self] = EntityTable(manyDealers)
        convention.content[ConventionMap.self] = EntityTable(response[ConventionMap.self].changed + [bigMap(places: places)])

        let store = try ConbookDatabase(fileURL: file).store(for: "bench")
        let ingest = try time { try store.saveConvention(convention) }
        var update = ConventionUpdate(
            conventionIdentifier: convention.conventionIdentifier, lastServerTime: convention.lastServerTime,
            sourceVersion: nil, details: convention.content.details, removedFavourites: [:])
        update[Dealer.self].upserted = manyDealers.prefix(10).map { dealer in
            var renamed = dealer
            renamed.displayName += " (moved)"
            return renamed
        }
        let delta = try time { try store.apply(update) }
        let deltaRows = store.lastSaveChangeCount

        let now = Instant(utc: synthetic.firstDay.date, hour: 9, minute: 30)
        var conbook: Conbook?
        let coldStart = try time {
            conbook = try Conbook(
                api: StubConventionAPI(answering: response), store: try ConbookDatabase(fileURL: file).store(for: "bench"),
                clock: PinnedClock(now: now), calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser())
        }
        let core = conbook!
        var hits = 0
        let search = median(
            (0..<7).map { _ in time { hits = core.browseDealers.groups(matching: "fox").reduce(0) { $0 + $1.dealers.count } } })
        let firstPage = PageRange(offset: 0, limit: 50)
        var pageHits = 0
        let searchPage = median(
            (0..<21).map { _ in time { pageHits = core.browseDealers.page(matching: "fox", in: firstPage).totalCount } })
        let listingPage = median((0..<21).map { _ in time { _ = core.browseDealers.page(in: firstPage) } })
        let lastPage = median(
            (0..<21).map { _ in time { _ = core.browseDealers.page(in: PageRange(offset: dealers - 50, limit: 50)) } })
        var listed = 0
        let listing = median(
            (0..<3).map { _ in time { listed = core.browseDealers.groups().reduce(0) { $0 + $1.dealers.count } } })
        let tap = median(
            (0..<101).map { index in time { _ = core.tapMap.tap("map-synthetic", x: (index * 37) % 4000, y: (index * 53) % 4000) }
            })
        let (firstImages, changedImages, downloaded) = try await imageSync(
            directory: directory.appendingPathComponent("images-bench"))

        print(
            """

            dealers, maps and images (\(events) events, \(dealers) dealers, maps with \(places + 188) places), ms:
              ingest with dealers and maps \(format(ingest)); 10-dealer delta \(format(delta, 2)) (\(deltaRows) rows, \
            1/\(format(ingest / delta, 0)) of ingest); cold start (outline) \(format(coldStart))
              dealer search "fox" (all \(hits) hits, grouped A–Z) \(format(search, 2)); the whole A–Z listing (\(listed)) \
            \(format(listing, 2))
              first pages of 50 (with the letters of the whole listing): A–Z \(format(listingPage, 2)); \
            search "fox" (\(pageHits) hits) \(format(searchPage, 2)); the last page of A–Z \(format(lastPage, 2))
              a map tap over \(places) places \(format(tap, 3)) (aim ≤ 1 ms: \(tap <= 1 ? "met" : "NOT met"))
              image sync, 300 images: first \(format(firstImages)); after 1 changed \(format(changedImages)) \
            (downloaded \(downloaded); aim: exactly 1)
            """)
        return FirstPages(listing: listingPage, search: searchPage, searchHits: pageHits, dealers: dealers)
    }

    /// `count` dealers copied from the real ones, with new identifiers and varied names.
    private func dealers(count: Int) -> [Dealer] {
        var random = SeededGenerator(seed: 0xDEA1)
        let real = response[Dealer.self].changed.sorted { $0.id < $1.id }
        let words = ["Fox", "Wolf", "Studio", "Art", "Crafts", "Plush", "Prints", "Works", "Den", "Tails"]
        return (0..<count).map { index in
            var dealer = real[random.next(below: real.count)]
            dealer.id = Dealer.ID(String(format: "dealer-%06d", index))
            dealer.displayName = "\(dealer.preferredName) \(words[random.next(below: words.count)]) \(index)"
            return dealer
        }
    }

    /// A 4000 × 4000 map with places on a grid, every one linking to a dealer.
    private func bigMap(places: Int) -> ConventionMap {
        let side = Int(Double(places).squareRoot().rounded(.up))
        let entries = (0..<places).map { index in
            MapEntry(
                id: MapEntry.ID("entry-\(index)"), x: (index % side) * 4000 / side + 10, y: (index / side) * 4000 / side + 10,
                tapRadius: 25, links: [Link(name: "", target: .dealer(Dealer.ID(String(format: "dealer-%06d", index % 10_000))))])
        }
        return ConventionMap(id: "map-synthetic", description: "Synthetic hall", order: 99, entries: entries)
    }

    /// 300 images of 64 KiB through a stub source into a SQLite image store: the first sync, then
    /// one where 1 image changed; returns both times and how many the second downloaded.
    private func imageSync(directory: URL) async throws -> (Double, Double, Int) {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let images = (0..<300).map { index in
            (
                ImageReference(id: ImageReference.ID("image-\(index)"), mimeType: "image/png"),
                [UInt8](repeating: UInt8(index % 256), count: 65_536) + [UInt8(index / 256)]
            )
        }
        let hashed = images.map { image, bytes in
            var reference = image
            reference.contentHash = ImageReference.contentHash(of: bytes)
            return (reference, bytes)
        }
        let map = ConventionMap(id: "map-images", description: "Pictures", imageID: hashed[0].0.id)
        let dealers = hashed.dropFirst().enumerated().map { index, image in
            Dealer(id: Dealer.ID("dealer-\(index)"), displayName: "Dealer \(index)", thumbnailImageID: image.0.id)
        }
        let full = SyncResponse(
            conventionIdentifier: "BENCH", serverTime: Instant(millisecondsSinceEpoch: 0),
            EntityChanges.replacingAll(with: hashed.map(\.0)), EntityChanges.replacingAll(with: dealers),
            EntityChanges.replacingAll(with: [map]))
        let api = StubConventionAPI(answering: full)
        api.serveImages(Dictionary(uniqueKeysWithValues: hashed.map { ($0.0.id, .success($0.1)) }))
        let database = try ConbookDatabase(fileURL: directory.appendingPathComponent("conbook.sqlite"))
        let conbook = try Conbook(
            api: api, store: database.store(for: "bench"), clock: PinnedClock(now: Instant(millisecondsSinceEpoch: 0)),
            calendar: FixedOffsetConventionCalendar(), richTextParser: PlainRichTextParser(),
            imageStore: database.imageStore(for: "bench"))
        let first = clock.now
        _ = await conbook.refreshConvention.refresh()
        let firstTime = milliseconds(clock.now - first)
        var changed = hashed[150]
        changed.1 = Array("a new picture".utf8)
        changed.0.contentHash = ImageReference.contentHash(of: changed.1)
        var served = Dictionary(uniqueKeysWithValues: hashed.map { ($0.0.id, Result<[UInt8], ConventionAPIError>.success($0.1)) })
        served[changed.0.id] = .success(changed.1)
        api.serveImages(served)
        api.answer(
            with: .success(
                SyncResponse(
                    conventionIdentifier: "BENCH", serverTime: Instant(millisecondsSinceEpoch: 60_000),
                    EntityChanges(changed: [changed.0]))))
        let second = clock.now
        let outcome = await conbook.refreshConvention.refresh()
        let secondTime = milliseconds(clock.now - second)
        return (firstTime, secondTime, (try? outcome.get().images?.downloaded) ?? -1)
    }
}
