import ConbookCore
import ConbookModuleKit

/// The line above the first scene that says what is shown and when "now" is, when that is not
/// simply the real time: `Demo convention EF27 — the clock is pinned at Thursday 25 August 11:30 CEST …`.
struct StartupBanner {
    let isDemo: Bool
    let pinnedNow: Instant?
    let isDemoClock: Bool
    /// The words of the line.
    let texts: TextCatalogue<CommandLineText>

    /// The banner's lines (none for a live convention on the real clock).
    @MainActor
    func lines(for conbook: Conbook) -> [String] {
        let title = conbook.details?.title ?? conbook.conventionIdentifier?.rawValue
        let subject =
            switch (isDemo, title) {
            case (true, let title?): texts(.bannerDemo, ["title": title])
            case (true, nil): texts(.bannerDemoUntitled)
            case (false, let title?): texts(.bannerConvention, ["title": title])
            case (false, nil): texts(.bannerConventionUntitled)
            }
        guard let pinnedNow else {
            return isDemo ? [subject] : []
        }
        let calendar = conbook.calendar
        let moment = [
            calendar.formattedDate(calendar.calendarDate(containing: pinnedNow)),
            calendar.formattedTime(pinnedNow),
            calendar.timeZoneAbbreviation(at: pinnedNow),
        ].joined(separator: " ")
        return [texts(isDemoClock ? .bannerPinnedDemo : .bannerPinned, ["subject": subject, "moment": moment])]
    }
}
