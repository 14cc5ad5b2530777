public import ConbookCore

/// The specification of `AttendeeStore` as checks that every implementation must pass: the
/// in-memory fake, the SQLite store, or an embedder's own.
///
/// ```swift
/// #expect(AttendeeStoreContract(makeEmptyStore: { MyMarksStore() }).violations() == [])
/// ```
///
/// Each check starts from a new empty store. The checks: an empty store has no marks of any kind;
/// favourites round-trip, also when cleared and when they name events no convention has; read
/// announcements, given reminders, priorities, hidden items (events, rooms, tracks, languages) and friends'
/// lists round-trip (naming entities that left too), are cleared by saving none, and outlive saves of
/// the other marks; and, when `reopenStore` is given,
/// a new store over the same location sees every mark the first one saved, and the first one's
/// `revisionOfOthersSaves()` changes when the new one saves (unless it says nil: it cannot tell). A store that keeps the
/// convention too is also checked by `ConventionStoreContract` for keeping the two apart.
public struct AttendeeStoreContract {
    /// Makes a store with nothing in it, at a location of its own.
    public typealias MakeStore = @MainActor () throws -> any AttendeeStore
    /// Makes a new store over the same location as the given one.
    public typealias ReopenStore = @MainActor (any AttendeeStore) throws -> any AttendeeStore

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
        violations += run("favourites") { try checkFavourites($0) }
        violations += run("favourites of unknown events") { try checkUnknownFavourites($0) }
        violations += run("read announcements") { try checkAnnouncementReads($0) }
        violations += run("given reminders") { try checkGivenReminders($0) }
        violations += run("priorities") { try checkPriorities($0) }
        violations += run("hidden items") { try checkHiddenItems($0) }
        violations += run("friends' lists") { try checkFriendsLists($0) }
        if let reopenStore {
            violations += run("a reopened store") { store in try checkReopening(store, reopenStore) }
            violations += run("another program's saves") { store in try checkOthersSaves(store, reopenStore) }
        }
        return violations
    }

    @MainActor
    private func run(_ name: String, _ check: @MainActor (any AttendeeStore) throws -> [String]) -> [String] {
        do {
            let store = try makeEmptyStore()
            return try check(store).map { "\(name): \($0)" }
        } catch {
            return ["\(name): threw \(error)"]
        }
    }

    @MainActor
    private func checkEmpty(_ store: any AttendeeStore) throws -> [String] {
        var violations: [String] = []
        let favourites = try store.loadFavourites()
        if !favourites.isEmpty { violations.append("loaded \(favourites.count) favourites instead of none") }
        return violations
    }

    @MainActor
    private func checkFavourites(_ store: any AttendeeStore) throws -> [String] {
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
    private func checkUnknownFavourites(_ store: any AttendeeStore) throws -> [String] {
        let favourites: Set<Event.ID> = ["event-that-left-the-schedule", SampleConvention.opening.id]
        try store.saveFavourites(favourites)
        let loaded = try store.loadFavourites()
        return loaded == favourites ? [] : ["loaded \(list(loaded)) after saving \(list(favourites))"]
    }

    @MainActor
    private func checkAnnouncementReads(_ store: any AttendeeStore) throws -> [String] {
        var violations: [String] = []
        if !(try store.loadAnnouncementReads()).isEmpty {
            violations.append("an empty store has read announcements")
        }
        let reads: [Announcement.ID: Instant] = [
            ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged,
            "announcement-that-left": Instant(millisecondsSinceEpoch: -1),
        ]
        try store.saveAnnouncementReads(reads)
        try store.saveFavourites([SampleConvention.opening.id])
        let loaded = try store.loadAnnouncementReads()
        if loaded != reads {
            violations.append("after saving favourites, loaded \(loaded), expected \(reads)")
        }
        try store.saveAnnouncementReads([:])
        if !(try store.loadAnnouncementReads()).isEmpty {
            violations.append("read announcements remain after saving none")
        }
        return violations
    }

    @MainActor
    private func checkGivenReminders(_ store: any AttendeeStore) throws -> [String] {
        var violations: [String] = []
        if !(try store.loadGivenReminders()).isEmpty { violations.append("an empty store has given reminders") }
        let given: Set<GivenReminder> = [
            GivenReminder(eventID: SampleConvention.opening.id, start: SampleConvention.opening.start),
            GivenReminder(
                eventID: SampleConvention.opening.id, start: SampleConvention.opening.start.advanced(by: .seconds(1800))),
            GivenReminder(eventID: "event-that-left", start: Instant(millisecondsSinceEpoch: -1)),
        ]
        try store.saveGivenReminders(given)
        try store.saveFavourites([SampleConvention.opening.id])
        let loaded = try store.loadGivenReminders()
        if loaded != given {
            violations.append("after saving favourites, loaded \(loaded), expected \(given)")
        }
        try store.saveGivenReminders([])
        if !(try store.loadGivenReminders()).isEmpty { violations.append("given reminders remain after saving none") }
        return violations
    }

    @MainActor
    private func checkPriorities(_ store: any AttendeeStore) throws -> [String] {
        var violations: [String] = []
        if !(try store.loadEventPriorities()).isEmpty { violations.append("an empty store has priorities") }
        let priorities: [Event.ID: EventPriority] = [SampleConvention.opening.id: .high, "event-that-left": .high]
        try store.saveEventPriorities(priorities)
        try store.saveFavourites([SampleConvention.opening.id])
        let loaded = try store.loadEventPriorities()
        if loaded != priorities {
            violations.append("after saving favourites, loaded \(loaded), expected \(priorities)")
        }
        try store.saveEventPriorities([:])
        if !(try store.loadEventPriorities()).isEmpty { violations.append("priorities remain after saving none") }
        return violations
    }

    /// Hidden items of every kind, naming what no convention has, and a code written in capitals
    /// (kept lower-cased, as `HiddenItems` keeps it).
    static let hiddenSample = HiddenItems(
        events: [SampleConvention.opening.id, "event-that-left"], rooms: [SampleConvention.mainStage.id, "room-that-left"],
        tracks: [SampleConvention.artTrack.id], languages: ["de", "EN-gb"])

    @MainActor
    private func checkHiddenItems(_ store: any AttendeeStore) throws -> [String] {
        var violations: [String] = []
        if !(try store.loadHiddenItems()).isEmpty { violations.append("an empty store has hidden items") }
        try store.saveHiddenItems(Self.hiddenSample)
        try store.saveFavourites([SampleConvention.opening.id])
        try store.saveEventPriorities([SampleConvention.opening.id: .high])
        let loaded = try store.loadHiddenItems()
        if loaded != Self.hiddenSample {
            violations.append("after saving favourites and priorities, loaded \(loaded), expected \(Self.hiddenSample)")
        }
        let fewer = HiddenItems(languages: ["de"])
        try store.saveHiddenItems(fewer)
        if try store.loadHiddenItems() != fewer { violations.append("saving fewer hidden items kept others") }
        try store.saveHiddenItems(.none)
        if !(try store.loadHiddenItems()).isEmpty { violations.append("hidden items remain after saving none") }
        return violations
    }

    /// Two friends' lists, one naming an event no convention has, one name with a space and
    /// letters beyond ASCII.
    static let friendsSample = FriendsLists([
        "Alex": [SampleConvention.opening.id, "event-that-left"], "Jörg M.": [SampleConvention.danceParty.id],
    ])

    @MainActor
    private func checkFriendsLists(_ store: any AttendeeStore) throws -> [String] {
        var violations: [String] = []
        if !(try store.loadFriendsLists()).isEmpty { violations.append("an empty store has friends' lists") }
        try store.saveFriendsLists(Self.friendsSample)
        try store.saveFavourites([SampleConvention.opening.id])
        try store.saveHiddenItems(HiddenItems(events: [SampleConvention.opening.id]))
        let loaded = try store.loadFriendsLists()
        if loaded != Self.friendsSample {
            violations.append(
                "after saving favourites and hidden items, loaded \(loaded.lists), expected \(Self.friendsSample.lists)")
        }
        let fewer = FriendsLists(["Alex": [SampleConvention.closing.id]])
        try store.saveFriendsLists(fewer)
        if try store.loadFriendsLists() != fewer { violations.append("saving fewer friends' lists kept others") }
        try store.saveFriendsLists(.none)
        if !(try store.loadFriendsLists()).isEmpty { violations.append("friends' lists remain after saving none") }
        return violations
    }

    @MainActor
    private func checkReopening(_ store: any AttendeeStore, _ reopen: ReopenStore) throws -> [String] {
        let favourites: Set<Event.ID> = [SampleConvention.opening.id, ContractSamples.richEvent.id]
        let reads = [ContractSamples.richAnnouncement.id: ContractSamples.richAnnouncement.lastChanged]
        let given: Set<GivenReminder> = [
            GivenReminder(eventID: ContractSamples.richEvent.id, start: ContractSamples.richEvent.start)
        ]
        let priorities: [Event.ID: EventPriority] = [ContractSamples.richEvent.id: .high]
        try store.saveFavourites(favourites)
        try store.saveAnnouncementReads(reads)
        try store.saveGivenReminders(given)
        try store.saveEventPriorities(priorities)
        try store.saveHiddenItems(Self.hiddenSample)
        try store.saveFriendsLists(Self.friendsSample)
        let reopened = try reopen(store)
        var violations: [String] = []
        let loaded = try reopened.loadFavourites()
        if loaded != favourites { violations.append("favourites are \(list(loaded)), expected \(list(favourites))") }
        let loadedReads = try reopened.loadAnnouncementReads()
        if loadedReads != reads { violations.append("read announcements are \(loadedReads), expected \(reads)") }
        if try reopened.loadGivenReminders() != given { violations.append("the given reminders were not kept") }
        if try reopened.loadEventPriorities() != priorities { violations.append("the priorities were not kept") }
        if try reopened.loadHiddenItems() != Self.hiddenSample { violations.append("the hidden items were not kept") }
        if try reopened.loadFriendsLists() != Self.friendsSample { violations.append("the friends' lists were not kept") }
        return violations
    }

    /// A second store over the same location stands for another program: once it saved, the
    /// first one's revision of others' saves differs (unless it cannot tell), and it reads the
    /// marks the other saved.
    @MainActor
    private func checkOthersSaves(_ store: any AttendeeStore, _ reopen: ReopenStore) throws -> [String] {
        let other = try reopen(store)
        guard let before = try store.revisionOfOthersSaves() else { return [] }
        try other.saveFavourites([SampleConvention.opening.id])
        var violations: [String] = []
        if try store.revisionOfOthersSaves() == before {
            violations.append("the revision of others' saves did not change when another store saved")
        }
        if try store.loadFavourites() != [SampleConvention.opening.id] {
            violations.append("the favourites another store saved are not read")
        }
        return violations
    }

    private func list(_ favourites: Set<Event.ID>) -> String {
        "[" + favourites.map(\.rawValue).sorted().joined(separator: ", ") + "]"
    }
}
