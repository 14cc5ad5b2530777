import ConbookCore

/// The line above the first scene that says what is shown and when "now" is, when that is not
/// simply the real time: `Demo convention EF27 — the clock is pinned at Thursday 25 August 11:30 CEST …`.
struct StartupBanner {
    let isDemo: Bool
    let pinnedNow: Instant?
    let isDemoClock: Bool

    @MainActor
    func lines(for conbook: Conbook) -> [String] {
        let convention = (conbook.details?.title ?? conbook.conventionIdentifier?.rawValue).map { " \($0)" } ?? ""
        guard let pinnedNow else {
            return isDemo ? ["Demo convention\(convention)"] : []
        }
        let calendar = conbook.calendar
        let moment = [
            calendar.formattedDate(calendar.calendarDate(containing: pinnedNow)),
            calendar.formattedTime(pinnedNow),
            calendar.timeZoneAbbreviation(at: pinnedNow),
        ].joined(separator: " ")
        let subject = isDemo ? "Demo convention\(convention)" : "Convention\(convention)"
        let hint = isDemoClock ? " (use --now to change it)" : ""
        return ["\(subject) — the clock is pinned at \(moment)\(hint)"]
    }
}
