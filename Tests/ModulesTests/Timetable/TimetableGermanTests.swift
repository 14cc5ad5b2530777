import ConbookCore
import ConbookTesting
import ConbookTimetable
import Testing

@MainActor
@Suite("Timetable in German")
struct TimetableGermanTests {
    @Test("Given nothing stored and the Core in German, when shown, then it says in German that the schedule is empty")
    func emptyInGerman() throws {
        let context = TimetableModuleTestContext(core: try ConbookTestContext(stored: nil, language: .german))

        #expect(context.scene.viewModel?.emptyMessage == "Das Programm ist leer.")
    }
}
