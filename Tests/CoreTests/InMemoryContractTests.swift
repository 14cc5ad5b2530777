import ConbookCore
import ConbookTesting
import Testing

/// The test kit's fakes keep the same port contracts as the real adapters, so tests that use
/// them say something true about the app.
@Suite("In-memory fakes keep the port contracts")
@MainActor
struct InMemoryContractTests {
    @Test("Given the in-memory store, when the store contract runs, then it finds no violation")
    func inMemoryStoreKeepsTheStoreContract() {
        let contract = ConventionStoreContract(makeEmptyStore: { InMemoryConventionStore() })
        #expect(contract.violations() == [])
        #expect(AttendeeStoreContract(makeEmptyStore: { InMemoryConventionStore() }).violations() == [])
    }

    @Test(
        "Given a fixed-offset calendar, when the calendar contract runs, then it finds no violation",
        arguments: [0, 120, -300, 330, 345, -720, 840])
    func fixedOffsetCalendarKeepsTheCalendarContract(offsetInMinutes: Int) {
        let contract = ConventionCalendarContract(
            calendar: FixedOffsetConventionCalendar(offsetInMinutes: offsetInMinutes), offsetInMinutes: offsetInMinutes)
        #expect(contract.violations() == [])
    }

    @Test("Given the in-memory settings store, when the settings contract runs, then it finds no violation")
    func settingsStoreKeepsTheContract() {
        let contract = SettingsStoreContract(makeStore: {
            let store = InMemorySettingsStore()
            return (store, { store })
        })
        #expect(contract.violations() == [])
    }

    @Test("Given the in-memory account store, when the account contract runs, then it finds no violation")
    func accountStoreKeepsTheContract() {
        let contract = AccountStoreContract(makeStore: {
            let store = InMemoryAccountStore()
            return (store, { store })
        })
        #expect(contract.violations() == [])
    }

    @Test("Given a calendar one hour off its claim, when the calendar contract runs, then it reports it")
    func calendarContractCatchesAWrongOffset() {
        let contract = ConventionCalendarContract(
            calendar: FixedOffsetConventionCalendar(offsetInMinutes: 60), offsetInMinutes: 120)
        #expect(contract.violations().contains { $0.hasPrefix("2022-08-24: startOfDay is") })
    }

    @Test("Given the stub API, when the API contract runs, then it finds no violation")
    func stubAPIKeepsTheAPIContract() async {
        let contract = ConventionAPIContract(makeAPIServing: { response in StubConventionAPI(answering: response) })
        #expect(await contract.violations() == [])
    }

    @Test("Given the stub API serving images, when the image half of the API contract runs, then it finds no violation")
    func stubAPIKeepsTheImageContract() async {
        let contract = ConventionAPIImageContract(makeAPIServing: { images in
            let api = StubConventionAPI()
            api.serveImages(images.mapValues { .success($0) })
            return api
        })
        #expect(await contract.violations() == [])
    }

    @Test("Given a source that serves some image's bytes wrongly, when the image contract runs, then it names that image")
    func theImageContractCatchesWrongBytes() async {
        let contract = ConventionAPIImageContract(makeAPIServing: { images in
            let api = StubConventionAPI()
            api.serveImages(images.mapValues { .success(Array($0.dropLast())) })
            return api
        })
        #expect(await contract.violations().contains("image image-den: 16 bytes came back instead of the 17 served"))
    }

    @Test("Given the in-memory image store, when the image store contract runs, then it finds no violation")
    func inMemoryImageStoreKeepsTheImageStoreContract() {
        #expect(ImageStoreContract(makeEmptyStore: { InMemoryImageStore() }).violations() == [])
    }

    @Test("Given the whole-loading store, when the store contract runs, then it finds no violation")
    func wholeStoreKeepsTheStoreContract() {
        let contract = ConventionStoreContract(makeEmptyStore: { WholeConventionStore() })
        #expect(contract.violations() == [])
        #expect(AttendeeStoreContract(makeEmptyStore: { WholeConventionStore() }).violations() == [])
    }

    @Test("Given a store that forgets favourites, when the attendee store contract runs, then it reports it")
    func storeContractCatchesAForgetfulStore() {
        let contract = AttendeeStoreContract(makeEmptyStore: { ForgetfulStore() })
        let violations = contract.violations()
        #expect(violations.contains { $0.hasPrefix("favourites: loaded [] after saving") })
        #expect(violations.contains { $0.hasPrefix("hidden items: after saving favourites and priorities, loaded") })
        #expect(violations.contains { $0.hasPrefix("friends' lists: after saving favourites and hidden items, loaded") })
    }
}

/// A broken store: it never keeps the marks.
private final class ForgetfulStore: AttendeeStore {
    func loadFavourites() throws(StoreError) -> Set<Event.ID> { [] }
    func saveFavourites(_ favourites: Set<Event.ID>) throws(StoreError) {}
    func loadAnnouncementReads() throws(StoreError) -> [Announcement.ID: Instant] { [:] }
    func saveAnnouncementReads(_ reads: [Announcement.ID: Instant]) throws(StoreError) {}
    func loadGivenReminders() throws(StoreError) -> Set<GivenReminder> { [] }
    func loadEventPriorities() throws(StoreError) -> [Event.ID: EventPriority] { [:] }
    func saveEventPriorities(_ priorities: [Event.ID: EventPriority]) throws(StoreError) {}
    func saveGivenReminders(_ reminders: Set<GivenReminder>) throws(StoreError) {}
    func loadHiddenItems() throws(StoreError) -> HiddenItems { .none }
    func saveHiddenItems(_ items: HiddenItems) throws(StoreError) {}
    func loadFriendsLists() throws(StoreError) -> FriendsLists { .none }
    func saveFriendsLists(_ lists: FriendsLists) throws(StoreError) {}
}
