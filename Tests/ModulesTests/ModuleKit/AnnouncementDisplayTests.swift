import ConbookCore
import ConbookModuleKit
import ConbookTesting
import Testing

/// How every scene names an announcement and its source, and writes its instants with the zone.
@Suite("Display helpers for announcements")
struct AnnouncementDisplayTests {
    private typealias Sample = SampleConvention

    private func titled(_ title: String, author: String = "", area: String = "") -> Announcement {
        var announcement = Sample.welcome
        announcement.title = title
        announcement.author = author
        announcement.area = area
        return announcement
    }

    @Test(
        "Given titles empty, over lines, padded or long, when shown, then they read on one line, untitled when empty, cut in lists"
    )
    func titles() {
        #expect(titled(" \n\t").displayTitle(in: ModuleTexts.english) == "Untitled announcement")
        #expect(titled("Two\r\nlines\n").displayTitle(in: ModuleTexts.english) == "Two lines")
        #expect(titled("Red \u{1B}[31malert\u{7}\u{9B}").displayTitle(in: ModuleTexts.english) == "Red [31malert")
        #expect(titled("\u{1B}\u{0}").displayTitle(in: ModuleTexts.english) == "Untitled announcement")
        #expect(titled("  Welcome!  ").listedTitle(in: ModuleTexts.english) == "Welcome!")
        let long = titled(String(repeating: "x", count: 500))
        #expect(long.displayTitle(in: ModuleTexts.english).count == 500)
        #expect(long.listedTitle(in: ModuleTexts.english) == String(repeating: "x", count: 119) + "…")
        #expect(titled(String(repeating: "x", count: 120)).listedTitle(in: ModuleTexts.english).count == 120)
    }

    @Test("Given an author and an area, either or neither, when the source is shown, then only what is given is joined")
    func source() {
        #expect(titled("", author: "Con Ops", area: "Info").displaySource == "Con Ops · Info")
        #expect(titled("", author: " ", area: "Info").displaySource == "Info")
        #expect(titled("").displaySource == "")
        #expect(titled("", author: "Con\nOps\u{1B}", area: "\t").displaySource == "Con Ops")
        #expect(titled("", author: "Con\nOps\u{1B}", area: "\t").displayArea == nil)
    }

    @Test("Given an instant, when written with its zone, then the date, time and zone's short name show")
    func dateTimeAndZone() {
        let calendar = FixedOffsetConventionCalendar()
        #expect(calendar.formattedDateTimeAndZone(Sample.local(Sample.day1, 8, 0)) == "Wednesday 19 August 08:00 CEST")
    }
}
