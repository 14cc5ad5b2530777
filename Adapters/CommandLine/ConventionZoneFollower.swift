import ConbookCore
import ConbookTime

/// Keeps the display zone on the convention's own zone: after every sync that brings content,
/// moves the calendar to the zone the source names (schedule exports name one).
@MainActor
final class ConventionZoneFollower: ConventionObserver {
    private let conbook: Conbook
    private let calendar: ZoneFollowingCalendar

    init(conbook: Conbook, calendar: ZoneFollowingCalendar) {
        self.conbook = conbook
        self.calendar = calendar
    }

    func conventionDidChange(_ change: ConventionChange) {
        guard change == .contentUpdated, let zone = conbook.details?.timeZoneIdentifier else { return }
        calendar.follow(timeZoneIdentifier: zone)
    }
}
