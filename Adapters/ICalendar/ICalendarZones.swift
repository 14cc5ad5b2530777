import ConbookCore
import Foundation

/// Reads the times of one file: a `TZID` that is an IANA name as the platform's zone database
/// has it (Foundation's `TimeZone(identifier:)`), else through the file's `VTIMEZONE` of that name,
/// else in the calendar's zone; a floating time (no `Z`, no `TZID`) in the calendar's zone. The
/// calendar's zone is its `X-WR-TIMEZONE` (likewise), else the reader's default zone; with
/// neither, such times stay `.floating`.
///
/// The database wins over a file's rules for a name it knows, as calendar apps and Python's
/// `icalendar` read them: exporters write rules for well-known zones wrong (pretalx wrote
/// Adelaide's offsets cut to whole hours, a meetup tool a daylight-saving rule of the wrong
/// month, a WordPress plugin rules for 2018–2020 only, used for 2016), never the database. A
/// name only the file defines (`W. Europe Standard Time`, `/mozilla.org/…/America/Boise`, a
/// display name) is read by its rules.
final class ICalendarZones {
    /// The rules of the file's `VTIMEZONE`s by `TZID`; an unreadable one keeps its error, thrown
    /// when a time uses it.
    private var rules: [String: Result<ICalendarTimeZoneRules, ICalendarError>] = [:]
    /// The platform's zones looked up so far, by name (nil: unknown).
    private var platformZones: [String: TimeZone?] = [:]
    /// The zone of floating times and of unknown `TZID`s.
    private(set) var calendarZone: ICalendarZone?

    /// The `TZID`s of the file's `VTIMEZONE`s that have rules, in the file's order.
    private(set) var ruledIdentifiers: [String] = []

    init(calendar: ICalendarComponent, defaultZoneIdentifier: String?) {
        for component in calendar.components where component.name == "VTIMEZONE" {
            do throws(ICalendarError) {
                if let read = try ICalendarTimeZoneRules(component), rules[read.identifier] == nil {
                    rules[read.identifier] = .success(read)
                    ruledIdentifiers.append(read.identifier)
                }
            } catch {
                let identifier = component.property("TZID")?.text ?? ""
                if rules[identifier] == nil { rules[identifier] = .failure(error) }
            }
        }
        if let name = calendar.property("X-WR-TIMEZONE")?.text, let found = try? zone(named: name) {
            calendarZone = found
        } else if let name = defaultZoneIdentifier, let zone = TimeZone(identifier: name) {
            calendarZone = .platform(zone)
        }
    }

    /// The zone of a name: the file's rules, else the platform's zone; nil when neither knows it.
    /// - Throws: the error of a `VTIMEZONE` of that name whose rules cannot be read.
    func zone(named name: String) throws(ICalendarError) -> ICalendarZone? {
        if let platform = platformZone(named: name) { return .platform(platform) }
        switch rules[name] {
        case .success(let read)?: return .rules(read)
        case .failure(let error)?: throw error
        case nil: return nil
        }
    }

    /// The platform's zone of a name, looked up once.
    private func platformZone(named name: String) -> TimeZone? {
        if let known = platformZones[name] { return known }
        let found = TimeZone(identifier: name)
        platformZones[name] = found
        return found
    }

    /// The time a date or date-time property names.
    /// - Throws: `.malformedValue` when the value is not a date or date-time; the error of an
    ///   unreadable `VTIMEZONE` it uses.
    func time(of property: ICalendarProperty) throws(ICalendarError) -> ICalendarTime {
        guard let value = ICalendarDateTime(property.trimmedValue) else {
            throw .malformedValue(number: property.number, property: property.name)
        }
        return try time(of: value, zoneName: property.parameters["TZID"])
    }

    /// The time of a value in a zone named by a `TZID` (nil: none).
    func time(of value: ICalendarDateTime, zoneName: String?) throws(ICalendarError) -> ICalendarTime {
        guard let secondOfDay = value.secondOfDay else { return .date(value.date) }
        if value.isUTC { return .instant(Instant(secondsSinceEpoch: value.wallSeconds)) }
        var zone = calendarZone
        if let zoneName, let named = try self.zone(named: zoneName) { zone = named }
        guard let zone else { return .floating(value.date, secondOfDay: secondOfDay) }
        return .instant(Instant(secondsSinceEpoch: zone.utcSeconds(ofWall: value.wallSeconds)))
    }
}
