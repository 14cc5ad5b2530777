import ConbookCore
import ConbookTime
import Foundation
import Testing

@Suite("Clocks")
struct ClockTests {
    @Test("Given the system clock, when read, then it shows the current time to the millisecond")
    func systemClock() {
        let before = Int64((Date().timeIntervalSince1970 * 1000).rounded(.down))
        let now = SystemClock().now.millisecondsSinceEpoch
        let after = Int64((Date().timeIntervalSince1970 * 1000).rounded(.up))
        #expect(before <= now && now <= after)
    }

    @Test("Given a pinned clock, when read twice, then it always shows its instant")
    func pinnedClock() async throws {
        let pinned = try #require(ISO8601Timestamp.parse("2022-08-25T09:30:00Z"))
        let clock = PinnedClock(now: pinned)
        #expect(clock.now == pinned)
        try await Task.sleep(for: .milliseconds(5))
        #expect(clock.now == pinned)
    }
}
