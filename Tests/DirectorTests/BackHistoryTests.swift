import ConbookDirector
import Testing

@Suite("Director: going back along the path taken")
struct BackHistoryTests {
    private typealias Place = BackHistory.Place
    private static let schedule = 0
    private static let knowledge = 1

    @Test(
        "Given an event opened in one section and another section selected, when going back, then the path returns to the event, then the list, then stops"
    )
    func acrossSections() {
        var history = BackHistory()
        history.leave(Place(section: Self.schedule, depth: 1))
        history.leave(Place(section: Self.schedule, depth: 2))
        let inKnowledge = Place(section: Self.knowledge, depth: 1)

        let first = history.back(from: inKnowledge, depths: [2, 1])
        #expect(first == Place(section: Self.schedule, depth: 2))
        let second = history.back(from: Place(section: Self.schedule, depth: 2), depths: [2, 1])
        #expect(second == Place(section: Self.schedule, depth: 1))
        #expect(history.back(from: Place(section: Self.schedule, depth: 1), depths: [1, 1]) == nil)
    }

    @Test("Given scenes popped by the front end since they were left, when going back, then those places are skipped")
    func stalePlaces() {
        var history = BackHistory()
        history.leave(Place(section: Self.knowledge, depth: 1))
        history.leave(Place(section: Self.knowledge, depth: 3))
        history.leave(Place(section: Self.knowledge, depth: 4))

        #expect(
            history.back(from: Place(section: Self.schedule, depth: 1), depths: [1, 2])
                == Place(section: Self.knowledge, depth: 1))
    }

    @Test("Given nothing recorded, when going back in a deep stack, then it goes one scene down; at the root nowhere")
    func withoutHistory() {
        var history = BackHistory()
        #expect(history.back(from: Place(section: 0, depth: 3), depths: [3]) == Place(section: 0, depth: 2))
        #expect(history.back(from: Place(section: 0, depth: 1), depths: [1]) == nil)
    }

    @Test("Given a long session, when places are recorded, then only the newest are kept; new sections forget them all")
    func bounded() {
        var history = BackHistory()
        for step in 0..<(BackHistory.limit * 3) {
            history.leave(Place(section: step % 2, depth: 1))
        }
        var current = Place(section: 0, depth: 1)
        var steps = 0
        while let previous = history.back(from: current, depths: [1, 1]) {
            current = previous
            steps += 1
        }
        #expect(steps == BackHistory.limit)

        history.leave(Place(section: 1, depth: 1))
        history.reset()
        #expect(history.back(from: Place(section: 0, depth: 1), depths: [1, 1]) == nil)
    }
}
