public import ConbookCore

/// The specification of `ConventionStore` as checks that every implementation must pass: the
/// in-memory fake, the SQLite store, or an embedder's own.
///
/// ```swift
/// let contract = ConventionStoreContract(
///     makeEmptyStore: { try ConbookDatabase(fileURL: makeTemporaryFile()).store(for: "test") },
///     reopenStore: { store in try ConbookDatabase(fileURL: fileURL(of: store)).store(for: "test") })
/// #expect(contract.violations() == [])
/// ```
///
/// Each check starts from a new empty store. The checks: an empty store has no outline, no
/// convention and no favourites; an update applied to an empty store creates the convention it
/// describes; a saved convention loads back equal, every field of every kind of entity, change
/// marks, removed favourites and details included; a second save replaces the first; empty content
/// round-trips; favourites round-trip, also when cleared and when they name events the convention
/// does not have; saving one of convention and favourites leaves the other alone; read
/// announcements round-trip and outlive saves of the rest; the outline, selections of entities and
/// pages of events are what the Core's rules say of the stored convention
/// (`ConventionOutline(of:)`, `EntitySelection.matches(_:)`, `ConventionContent.events(matching:in:)`),
/// before and after an update applied as `StoredConvention.applying(_:)` says; a listing longer
/// than a page and `EventPage.countedAhead` is counted as `EventPage.reportedCount` says; removing the
/// content keeps favourites and read marks, and the convention can be saved again after it; and, when
/// `reopenStore` is given, a new store over the same location sees what the first one saved.
/// (Stores that live only in memory cannot be reopened: leave `reopenStore` nil and that check is
/// skipped.)
public struct ConventionStoreContract {
    /// Makes a store with nothing in it, at a location of its own.
    public typealias MakeStore = @MainActor () throws -> any ConventionStore
    /// Makes a new store over the same location as the given one.
    public typealias ReopenStore = @MainActor (any ConventionStore) throws -> any ConventionStore

    private let makeEmptyStore: MakeStore
    private let reopenStore: ReopenStore?

    /// Creates the contract over a way to make empty stores and, optionally, to reopen one.
    public init(makeEmptyStore: @escaping MakeStore, reopenStore: ReopenStore? = nil) {
        self.makeEmptyStore = makeEmptyStore
        self.reopenStore = reopenStore
    }

    /// Every broken promise, as sentences; empty when the store keeps the contract.
    @MainActor
    public func violations() -> [String] {
        var violations: [String] = []
        violations += run("an empty store") { try checkEmpty($0) }
        violations += run("a first update") { try checkFirstUpdate($0) }
        violations += run("save then load") { try checkRoundTrip($0) }
        violations += run("a second save") { try checkReplacement($0) }
        violations += run("empty content") { try checkEmptyContent($0) }
        violations += run("favourites") { try checkFavourites($0) }
        violations += run("favourites of unknown events") { try checkUnknownFavourites($0) }
        violations += run("convention and favourites") { try checkIndependence($0) }
        violations += run("read announcements") { try checkAnnouncementReads($0) }
        violations += run("given reminders") { try checkGivenReminders($0) }
        violations += run("priorities") { try checkPriorities($0) }
        violations += run("reading in parts") { try checkReadingInParts($0) }
        violations += run("counting broad listings") { try checkCountingAhead($0) }
        violations += run("removing the content") { try checkRemovingContent($0) }
        if let reopenStore {
            violations += run("a reopened store") { store in try checkReopening(store, reopenStore) }
        }
        return violations
    }

    @MainActor
    private func run(_ name: String, _ check: @MainActor (any ConventionStore) throws -> [String]) -> [String] {
        do {
            let store = try makeEmptyStore()
            return try check(store).map { "\(name): \($0)" }
        } catch {
            return ["\(name): threw \(error)"]
        }
    }

    @MainActor
    private func checkEmpty(_ store: any ConventionStore) throws -> [String] {
        var violations: [String] = []
        if try store.loadOutline() != nil {
            violations.append("an empty store has an outline")
        }
        if try store.events(matching: .all, in: .everything) != EventPage(events: [], totalCount: 0) {
            violations.append("an empty store has events")
        }
        if !(try store.entities(EntitySelection<Event>.all)).isEmpty {
            violations.append("an empty store selects events")
        }
        if let loaded = try store.loadConvention() {
            violations.append("loaded a convention (\(loaded.conventionIdentifier)) instead of nil")
        }
        let favourites = try store.loadFavourites()
        if !favourites.isEmpty {
            violations.append("loaded \(favourites.count) favourites instead of none")
        }
        return violations
    }

    @MainActor
    private func checkFirstUpdate(_ store: any ConventionStore) throws -> [String] {
        try store.apply(ConventionUpdate(from: nil, to: ContractSamples.richConvention))
        return ContractDifferences.between(expected: ContractSamples.richConvention, actual: try store.loadConvention())
    }

    @MainActor
    private func checkRoundTrip(_ store: any ConventionStore) throws -> [String] {
        try store.saveConvention(ContractSamples.richConvention)
        return ContractDifferences.between(expected: ContractSamples.richConvention, actual: try store.loadConvention())
    }

    @MainActor
    private func checkReplacement(_ store: any ConventionStore) throws -> [String] {
        try store.saveConvention(ContractSamples.richConvention)
        try store.saveConvention(ContractSamples.smallerConvention)
        return ContractDifferences.between(
            expected: ContractSamples.smallerConvention, actual: try store.loadConvention())
    }

    @MainActor
    private func checkEmptyContent(_ store: any ConventionStore) throws -> [String] {
        let empty = StoredConvention(
            conventionIdentifier: SampleConvention.identifier, lastServerTime: Instant(millisecondsSinceEpoch: -1),
            content: .empty)
        try store.saveConvention(empty)
        return ContractDifferences.between(expected: empty, actual: try store.loadConvention())
    }

    @MainActor
    private func checkFavourites(_ store: any ConventionStore) throws -> [String] {
        var violations: [String] = []
        let favourites: Set<Event.ID> = [
            SampleConvention.opening.id, SampleConvention.closing.id, ContractSamples.richEvent.id,
        ]
        try store.saveFavourites(favourites)
        let loaded = try store.loadFavourites()
        if loaded != favourites {
            violations.append("loaded \(list(loaded)) after saving \(list(favourites))")
        }
        try store.saveFavourites([])
        let cleared = try store.loadFavourites()
        if !cleared.isEmpty {
            violations.append("loaded \(list(cleared)) after saving none")
        }
        return violations
    }

    @MainActor
    private func checkUnknownFavourites(_ store: any ConventionStore) throws -> [String] {
        try store.saveConvention(SampleConvention.stored)
        let favourites: Set<Event.ID> = ["event-that-left-the-schedule", SampleConvention.opening.id]
        try store.saveFavourites(favourites)
        let loaded = try store.loadFavourites()
        return loaded == favourites ? [] : ["loaded \(list(loaded)) after saving \(list(favourites))"]
    }

    @MainActor
    private func checkIndependence(_ store: any ConventionStore) throws -> [String] {
        let favourites: Set<Event.ID> = [SampleConvention.artShow.id]
        try store.saveConvention(ContractSamples.richConvention)
        try store.saveFavourites(favourites)
        var violations = ContractDifferences.between(
            expected: ContractSamples.richConvention, actual: try store.loadConvention()
        )
        .map { "after saving favourites, \($0)" }
        try store.saveConvention(ContractSamples.smallerConvention)
        let loaded = try store.loadFavourites()
        if loaded != favourites {
            violations.append("after saving a convention, favourites are \(list(loaded)), expected \(list(favourites))")
        }
        return violations
    }

    @MainActor
    private func checkAnnouncementReads(_ store: any ConventionStore) throws -> [String] {
        var violations: [String] = []
        if !(try store.loadAnnouncementReads()).isEmpty {
            violations.append("an empty store has read announcements")
        }
        let reads: [Announcement.ID: Instant] = [
            ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged,
            "announcement-that-left": Instant(millisecondsSinceEpoch: -1),
        ]
        try store.saveAnnouncementReads(reads)
        try store.saveConvention(ContractSamples.richConvention)
        try store.saveFavourites([SampleConvention.opening.id])
        try store.saveConvention(ContractSamples.smallerConvention)
        let loaded = try store.loadAnnouncementReads()
        if loaded != reads {
            violations.append("after saving a convention and favourites, loaded \(loaded), expected \(reads)")
        }
        try store.saveAnnouncementReads([:])
        if !(try store.loadAnnouncementReads()).isEmpty {
            violations.append("read announcements remain after saving none")
        }
        return violations
    }

    @MainActor
    private func checkGivenReminders(_ store: any ConventionStore) throws -> [String] {
        var violations: [String] = []
        if !(try store.loadGivenReminders()).isEmpty { violations.append("an empty store has given reminders") }
        let given: Set<GivenReminder> = [
            GivenReminder(eventID: SampleConvention.opening.id, start: SampleConvention.opening.start),
            GivenReminder(
                eventID: SampleConvention.opening.id, start: SampleConvention.opening.start.advanced(by: .seconds(1800))),
            GivenReminder(eventID: "event-that-left", start: Instant(millisecondsSinceEpoch: -1)),
        ]
        try store.saveGivenReminders(given)
        try store.saveConvention(ContractSamples.richConvention)
        try store.saveFavourites([SampleConvention.opening.id])
        try store.removeContent()
        try store.saveConvention(ContractSamples.smallerConvention)
        let loaded = try store.loadGivenReminders()
        if loaded != given {
            violations.append(
                "after saving conventions, favourites and removing the content, loaded \(loaded), expected \(given)")
        }
        try store.saveGivenReminders([])
        if !(try store.loadGivenReminders()).isEmpty { violations.append("given reminders remain after saving none") }
        return violations
    }

    @MainActor
    private func checkPriorities(_ store: any ConventionStore) throws -> [String] {
        var violations: [String] = []
        if !(try store.loadEventPriorities()).isEmpty { violations.append("an empty store has priorities") }
        let priorities: [Event.ID: EventPriority] = [SampleConvention.opening.id: .high, "event-that-left": .high]
        try store.saveEventPriorities(priorities)
        try store.saveConvention(ContractSamples.richConvention)
        try store.removeContent()
        try store.saveConvention(ContractSamples.smallerConvention)
        let loaded = try store.loadEventPriorities()
        if loaded != priorities {
            violations.append("after saving conventions and removing the content, loaded \(loaded), expected \(priorities)")
        }
        try store.saveEventPriorities([:])
        if !(try store.loadEventPriorities()).isEmpty { violations.append("priorities remain after saving none") }
        return violations
    }

    /// The store must answer as its whole convention would, before and after an update.
    @MainActor
    private func checkRemovingContent(_ store: any ConventionStore) throws -> [String] {
        var violations: [String] = []
        let favourites: Set<Event.ID> = [ContractSamples.richEvent.id]
        let reads = [ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged]
        try store.saveConvention(ContractSamples.richConvention)
        try store.saveFavourites(favourites)
        try store.saveAnnouncementReads(reads)
        try store.removeContent()
        if try store.loadOutline() != nil { violations.append("after removing the content, an outline is still loaded") }
        if try !store.knowledgeEntries(matching: KnowledgeQuery(searching: "notruf")).isEmpty {
            violations.append("after removing the content, a search still finds knowledge entries")
        }
        if try !store.dealers(matching: .all).isEmpty { violations.append("after removing the content, dealers remain") }
        if try store.loadFavourites() != favourites { violations.append("removing the content lost the favourites") }
        if try store.loadAnnouncementReads() != reads { violations.append("removing the content lost the read marks") }
        try store.saveConvention(ContractSamples.richConvention)
        violations += ContractDifferences.between(expected: ContractSamples.richConvention, actual: try store.loadConvention())
            .map { "saved again after removing the content: \($0)" }
        let found = try store.knowledgeEntries(matching: KnowledgeQuery(searching: "notruf")).map(\.id)
        if !found.contains(ContractSamples.richKnowledgeEntry.id) || Set(found).count != found.count {
            violations.append("saved again after removing the content, the search does not find the entry once")
        }
        return violations
    }

    @MainActor
    private func checkReadingInParts(_ store: any ConventionStore) throws -> [String] {
        try store.saveConvention(ContractSamples.richConventionWithLanguages)
        let whole = try store.loadConvention() ?? ContractSamples.richConventionWithLanguages
        var violations = try partsDiffer(store, from: whole)
        try store.apply(ContractSamples.richUpdate)
        let updated = whole.applying(ContractSamples.richUpdate)
        violations += ContractDifferences.between(expected: updated, actual: try store.loadConvention())
            .map { "after apply, \($0)" }
        violations += try partsDiffer(store, from: updated).map { "after apply, \($0)" }
        return violations
    }

    /// How the store's outline, selections and pages differ from what the Core's rules say of a
    /// whole convention.
    @MainActor
    private func partsDiffer(_ store: any ConventionStore, from whole: StoredConvention) throws -> [String] {
        var violations: [String] = []
        if try store.loadOutline() != ConventionOutline(of: whole) {
            violations.append("the outline is not the outline of the loaded convention")
        }
        for (name, selection) in ContractSamples.eventSelections {
            let expected = Set(whole.content.entities(selection).map(\.id))
            let actual = try store.entities(selection)
            let missing = expected.subtracting(actual.map(\.id))
            if !missing.isEmpty {
                violations.append("selecting \(name) misses \(missing.map(\.rawValue).sorted())")
            }
            for event in actual where whole.content[Event.self][event.id] != event {
                violations.append("selecting \(name) gives \(event.id) as \(event), not as stored")
            }
        }
        for (name, query) in ContractSamples.dealerQueries {
            let expected = Set(whole.content.dealers(matching: query).map(\.id))
            let actual = try store.dealers(matching: query)
            let missing = expected.subtracting(actual.map(\.id))
            if !missing.isEmpty {
                violations.append("dealers for \(name) miss \(missing.map(\.rawValue).sorted())")
            }
            for dealer in actual where whole.content[Dealer.self][dealer.id] != dealer {
                violations.append("dealers for \(name) give \(dealer.id) as \(dealer), not as stored")
            }
        }
        for (name, query) in ContractSamples.knowledgeQueries {
            let expected = Set(whole.content.knowledgeEntries(matching: query).map(\.id))
            let actual = try store.knowledgeEntries(matching: query)
            let missing = expected.subtracting(actual.map(\.id))
            if !missing.isEmpty {
                violations.append("knowledge entries for \(name) miss \(missing.map(\.rawValue).sorted())")
            }
            for entry in actual where whole.content[KnowledgeEntry.self][entry.id] != entry {
                violations.append("knowledge entries for \(name) give \(entry.id) as \(entry), not as stored")
            }
        }
        violations += try pagesDiffer(
            store, from: whole, for: ContractSamples.eventQueries,
            in: [PageRange.everything, PageRange(offset: 1, limit: 2), PageRange(offset: 5, limit: 10)])
        return violations
    }

    /// How the store's pages of events for queries differ from the Core's rule over a convention.
    @MainActor
    private func pagesDiffer(
        _ store: any ConventionStore, from convention: StoredConvention, for queries: [(String, EventQuery)],
        in ranges: [PageRange]
    ) throws -> [String] {
        func described(_ page: EventPage) -> String {
            "\(page.events.map(\.id.rawValue)) of \(page.totalCount) (\(page.isCountComplete ? "complete" : "at least"))"
        }
        var violations: [String] = []
        for (name, query) in queries {
            for range in ranges {
                let expected = convention.content.events(matching: query, in: range)
                let actual = try store.events(matching: query, in: range)
                if actual != expected {
                    violations.append(
                        "\(name), offset \(range.offset), limit \(String(describing: range.limit)): read "
                            + "\(described(actual)), expected \(described(expected))")
                }
            }
        }
        return violations
    }

    /// Pages of listings longer than `EventPage.countedAhead` past the page: by day, by words, ranked,
    /// in schedule order; counted as far as `EventPage.reportedCount` says.
    @MainActor
    private func checkCountingAhead(_ store: any ConventionStore) throws -> [String] {
        let convention = ContractSamples.broadConvention(events: EventPage.countedAhead + 60)
        try store.saveConvention(convention)
        return try pagesDiffer(
            store, from: convention, for: ContractSamples.broadQueries,
            in: [PageRange(offset: 0, limit: 50), PageRange(offset: 20, limit: 30), PageRange(offset: 40, limit: 50)])
    }

    @MainActor
    private func checkReopening(_ store: any ConventionStore, _ reopen: ReopenStore) throws -> [String] {
        let favourites: Set<Event.ID> = [SampleConvention.opening.id, ContractSamples.richEvent.id]
        try store.saveConvention(ContractSamples.richConvention)
        try store.saveFavourites(favourites)
        let reads = [ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged]
        try store.saveAnnouncementReads(reads)
        let given: Set<GivenReminder> = [
            GivenReminder(eventID: ContractSamples.richEvent.id, start: ContractSamples.richEvent.start)
        ]
        try store.saveGivenReminders(given)
        let reopened = try reopen(store)
        var violations = ContractDifferences.between(
            expected: ContractSamples.richConvention, actual: try reopened.loadConvention())
        let loaded = try reopened.loadFavourites()
        if loaded != favourites {
            violations.append("favourites are \(list(loaded)), expected \(list(favourites))")
        }
        let loadedReads = try reopened.loadAnnouncementReads()
        if loadedReads != reads {
            violations.append("read announcements are \(loadedReads), expected \(reads)")
        }
        if try reopened.loadGivenReminders() != given { violations.append("the given reminders were not kept") }
        return violations
    }

    private func list(_ favourites: Set<Event.ID>) -> String {
        "[" + favourites.map(\.rawValue).sorted().joined(separator: ", ") + "]"
    }
}
