import ConbookCore
import ConbookSchedule
import ConbookTesting
import Testing

@MainActor
@Suite("Schedule: a search finds people too")
struct SchedulePeopleSearchTests {
    @Test(
        "Given the described people, when the user searches `fox`, then Sketchy Fox is listed above the events; choosing them reports their name; without a search no one is listed"
    )
    func searchFindsPeople() throws {
        let context = ScheduleModuleTestContext(core: try ConbookTestContext.storing(SamplePeople.content))
        let before = context.scene.viewModel?.people

        context.scene.simulateSearching(for: "fox")
        context.scene.simulateSelectingPerson(named: "Sketchy Fox")

        #expect(before == [])
        #expect(context.scene.viewModel?.people == ["Sketchy Fox"])
        #expect(context.delegate.selectedPeople == ["Sketchy Fox"])
    }

    @Test("Given a search finding many people, when it shows, then only the first five A–Z are listed above the events")
    func atMostFive() throws {
        var content = SamplePeople.content
        let many = (1...8).map { Person(id: Person.ID("person-\($0)"), name: "Fox \($0)") }
        content[Person.self] = EntityTable(many)
        let context = ScheduleModuleTestContext(core: try ConbookTestContext.storing(content))

        context.scene.simulateSearching(for: "fox")

        #expect(context.scene.viewModel?.people == ["Fox 1", "Fox 2", "Fox 3", "Fox 4", "Fox 5"])
    }
}
