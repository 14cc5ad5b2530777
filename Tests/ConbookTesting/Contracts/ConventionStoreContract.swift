public import ConbookCore

/// The specification of `ConventionStore` as checks that every implementation must pass: the
/// in-memory fake, the SQLite store, or an embedder's own. A store that keeps the attendee's marks
/// too (an `AttendeeStore`, checked by `AttendeeStoreContract`) must also keep the two apart.
///
/// ```swift
/// let contract = ConventionStoreContract(
///     makeEmptyStore: { try ConbookDatabase(fileURL: makeTemporaryFile()).store(for: "test") },
///     reopenStore: { store in try ConbookDatabase(fileURL: fileURL(of: store)).store(for: "test") })
/// #expect(contract.violations() == [])
/// ```
///
/// Each check starts from a new empty store. The checks: an empty store has no outline, no
/// convention; an update applied to an empty store creates the convention it
/// describes; a saved convention loads back equal, every field of every kind of entity, change
/// marks, removed favourites and details included; a second save replaces the first; empty content
/// round-trips; the outline, selections of entities and
/// pages of events are what the Core's rules say of the stored convention
/// (`ConventionOutline(of:)`, `EntitySelection.matches(_:)`, `ConventionContent.events(matching:in:)`),
/// before and after an update applied as `StoredConvention.applying(_:)` says; a listing longer
/// than a page and `EventPage.countedAhead` is counted as `EventPage.reportedCount` says; events of
/// one start, end and title are ordered by their identifiers, of every form a source sends, as the
/// Core orders them (`ContractSamples.twinConvention`), before and after deltas; the content
/// can be removed and saved again; for a store that keeps marks too, saving one of convention and
/// favourites leaves the other alone, and every kind of mark outlives saved conventions and the
/// content's removal; and, when
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
        violations += run("reading in parts") { try checkReadingInParts($0) }
        violations += run("counting broad listings") { try checkCountingAhead($0) }
        violations += run("twins of every identifier form") { try checkTwins($0) }
        violations += run("removing the content") { try checkRemovingContent($0) }
        violations += run("convention and favourites") { store in
            try marks(of: store).flatMap { try checkIndependence(store, $0) } ?? []
        }
        violations += run("marks and content") { store in
            try marks(of: store).flatMap { try checkMarksOutliveContent(store, $0) } ?? []
        }
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

    /// The store must answer as its whole convention would, before and after an update.
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
        for (name, query) in ContractSamples.dealerQueries {
            for range in [PageRange.everything, PageRange(offset: 1, limit: 2), PageRange(offset: 4, limit: 10)] {
                let expected = whole.content.dealerPage(matching: query, in: range)
                let actual = try store.dealerPage(matching: query, in: range)
                if actual != expected {
                    violations.append(
                        "the dealers' page \(range.offset)+\(range.limit ?? 0) for \(name) is \(actual.dealers.map(\.id.rawValue)) "
                            + "under \(actual.letters.map { "\($0.letter)×\($0.count)" }), not \(expected.dealers.map(\.id.rawValue)) "
                            + "under \(expected.letters.map { "\($0.letter)×\($0.count)" })")
                }
            }
        }
        if try store.dealerCategories() != whole.content.dealerCategories() {
            violations.append(
                "the dealers' categories are \(try store.dealerCategories()), not \(whole.content.dealerCategories())")
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
        let hosts = Set(try store.eventHosts())
        let expectedHosts = Set(whole.content.eventHosts())
        if hosts != expectedHosts {
            violations.append(
                "the events' hosts are \(hosts.map { "\($0.name)×\($0.eventCount)" }.sorted()), not \(expectedHosts.map { "\($0.name)×\($0.eventCount)" }.sorted())"
            )
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

    /// Events of one start, end and title are ordered by their identifiers, whatever their form,
    /// as the Core orders them; after a delta that leaves only the twins with lower-case UUIDs (the
    /// convention's keys all of one form) and one that brings every other event back.
    @MainActor
    private func checkTwins(_ store: any ConventionStore) throws -> [String] {
        let mixed = ContractSamples.twinConvention
        var uuidsAlone = mixed
        uuidsAlone.content[Event.self].removeAll { !ContractSamples.twinUUIDs.contains($0.id) }
        let ranges = [PageRange.everything, PageRange(offset: 0, limit: 3), PageRange(offset: 4, limit: 5)]
        var violations: [String] = []
        var stored: StoredConvention?
        for (step, convention) in [("", mixed), ("with lower-case UUIDs alone, ", uuidsAlone), ("with all back, ", mixed)] {
            if let stored {
                try store.apply(ConventionUpdate(from: stored, to: convention))
            } else {
                try store.saveConvention(convention)
            }
            stored = convention
            violations += try pagesDiffer(store, from: convention, for: ContractSamples.twinQueries, in: ranges)
                .map { "\(step)\($0)" }
        }
        return violations
    }

    @MainActor
    private func checkIndependence(_ store: any ConventionStore, _ marks: any AttendeeStore) throws -> [String] {
        let favourites: Set<Event.ID> = [SampleConvention.artShow.id]
        try store.saveConvention(ContractSamples.richConvention)
        try marks.saveFavourites(favourites)
        var violations = ContractDifferences.between(
            expected: ContractSamples.richConvention, actual: try store.loadConvention()
        )
        .map { "after saving favourites, \($0)" }
        try store.saveConvention(ContractSamples.smallerConvention)
        let loaded = try marks.loadFavourites()
        if loaded != favourites {
            violations.append("after saving a convention, favourites are \(list(loaded)), expected \(list(favourites))")
        }
        return violations
    }

    /// Marks of every kind outlive saving other conventions and removing the content.
    @MainActor
    private func checkMarksOutliveContent(_ store: any ConventionStore, _ marks: any AttendeeStore) throws -> [String] {
        let reads: [Announcement.ID: Instant] = [
            ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged,
            "announcement-that-left": Instant(millisecondsSinceEpoch: -1),
        ]
        let given: Set<GivenReminder> = [
            GivenReminder(eventID: SampleConvention.opening.id, start: SampleConvention.opening.start),
            GivenReminder(eventID: "event-that-left", start: Instant(millisecondsSinceEpoch: -1)),
        ]
        let priorities: [Event.ID: EventPriority] = [SampleConvention.opening.id: .high, "event-that-left": .high]
        try marks.saveAnnouncementReads(reads)
        try marks.saveGivenReminders(given)
        try marks.saveEventPriorities(priorities)
        try store.saveConvention(ContractSamples.richConvention)
        try marks.saveFavourites([SampleConvention.opening.id])
        try store.saveConvention(ContractSamples.smallerConvention)
        var violations: [String] = []
        if try marks.loadAnnouncementReads() != reads {
            violations.append("after saving conventions and favourites, the read announcements changed")
        }
        try store.removeContent()
        try store.saveConvention(ContractSamples.smallerConvention)
        if try marks.loadGivenReminders() != given {
            violations.append("after saving conventions and removing the content, the given reminders changed")
        }
        if try marks.loadEventPriorities() != priorities {
            violations.append("after saving conventions and removing the content, the priorities changed")
        }
        return violations
    }

    /// The store's marks, when it keeps the attendee's too.
    private func marks(of store: any ConventionStore) -> (any AttendeeStore)? { store as? any AttendeeStore }

    @MainActor
    private func checkRemovingContent(_ store: any ConventionStore) throws -> [String] {
        var violations: [String] = []
        let favourites: Set<Event.ID> = [ContractSamples.richEvent.id]
        let reads = [ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged]
        try store.saveConvention(ContractSamples.richConvention)
        let marks = store as? any AttendeeStore
        try marks?.saveFavourites(favourites)
        try marks?.saveAnnouncementReads(reads)
        try store.removeContent()
        if try store.loadOutline() != nil { violations.append("after removing the content, an outline is still loaded") }
        if try !store.knowledgeEntries(matching: KnowledgeQuery(searching: "notruf")).isEmpty {
            violations.append("after removing the content, a search still finds knowledge entries")
        }
        if try !store.dealers(matching: .all).isEmpty { violations.append("after removing the content, dealers remain") }
        if let marks, try marks.loadFavourites() != favourites {
            violations.append("removing the content lost the favourites")
        }
        if let marks, try marks.loadAnnouncementReads() != reads {
            violations.append("removing the content lost the read marks")
        }
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
    private func checkReopening(_ store: any ConventionStore, _ reopen: ReopenStore) throws -> [String] {
        let favourites: Set<Event.ID> = [SampleConvention.opening.id, ContractSamples.richEvent.id]
        try store.saveConvention(ContractSamples.richConvention)
        let marks = store as? any AttendeeStore
        try marks?.saveFavourites(favourites)
        let reads = [ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged]
        try marks?.saveAnnouncementReads(reads)
        let given: Set<GivenReminder> = [
            GivenReminder(eventID: ContractSamples.richEvent.id, start: ContractSamples.richEvent.start)
        ]
        try marks?.saveGivenReminders(given)
        let reopened = try reopen(store)
        var violations = ContractDifferences.between(
            expected: ContractSamples.richConvention, actual: try reopened.loadConvention())
        guard marks != nil else { return violations }
        guard let reopenedMarks = reopened as? any AttendeeStore else {
            return violations + ["the reopened store keeps no marks, the first one did"]
        }
        let loaded = try reopenedMarks.loadFavourites()
        if loaded != favourites {
            violations.append("favourites are \(list(loaded)), expected \(list(favourites))")
        }
        let loadedReads = try reopenedMarks.loadAnnouncementReads()
        if loadedReads != reads {
            violations.append("read announcements are \(loadedReads), expected \(reads)")
        }
        if try reopenedMarks.loadGivenReminders() != given { violations.append("the given reminders were not kept") }
        return violations
    }

    private func list(_ favourites: Set<Event.ID>) -> String {
        "[" + favourites.map(\.rawValue).sorted().joined(separator: ", ") + "]"
    }
}
