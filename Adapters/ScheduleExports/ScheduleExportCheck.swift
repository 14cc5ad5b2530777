public import ConbookCore
public import Foundation

/// A schedule document read as `conbook check` reads it, for an organiser checking an export
/// before publishing it (nothing is stored): its format and the version or view of it, the
/// response it decodes to, and the rule its times were read by.
public struct ScheduleExportCheck: Sendable {
    /// How the document's local times were placed.
    public enum ZoneRule: Sendable, Hashable {
        /// In the zone the document names (the zone of the convention's days).
        case documentZone(String)
        /// The document names none: local times in the zone given (`--time-zone`).
        case fallbackZone(String)
        /// Neither: times are read with the offsets they carry, local times in UTC (a frab file
        /// without `time_zone_name`), and the days are UTC dates.
        case none
    }

    /// The format.
    public var kind: ScheduleSourceKind
    /// The version or view of the format, as far as the document tells it (`view/GridSmart`,
    /// `KonOpas 0.1–0.2 (prog)`, `PRODID -//pretalx//…`); nil when it tells nothing more.
    public var variant: String?
    /// What it decodes to.
    public var response: SyncResponse
    /// How its times were placed.
    public var zoneRule: ZoneRule

    /// Reads a document: first without the fallback zone, to tell whether the document places its
    /// own times, then (when it does not and one is given) with it.
    /// - Parameters:
    ///   - data: the document.
    ///   - reading: the time, the fallback zone (`--time-zone`) and the size limit.
    ///   - kind: a format to read it as whatever it looks like; nil lets its content decide.
    /// - Throws: what the decoder throws: the document would be refused whole.
    public init(reading data: Data, with reading: ScheduleReading, as kind: ScheduleSourceKind? = nil) throws(ConventionAPIError)
    {
        var withoutZone = reading
        withoutZone.fallbackTimeZoneIdentifier = nil
        let own: Result<SyncResponse, ConventionAPIError> = Result { () throws(ConventionAPIError) in
            try ScheduleExportDecoder(withoutZone).decode(data, as: kind)
        }
        if case .success(let response) = own, let zone = response.details?.timeZoneIdentifier {
            self.response = response
            zoneRule = .documentZone(zone)
        } else if let fallback = reading.fallbackTimeZoneIdentifier {
            response = try ScheduleExportDecoder(reading).decode(data, as: kind)
            zoneRule = .fallbackZone(fallback)
        } else {
            response = try own.get()
            zoneRule = .none
        }
        let detected = kind ?? ScheduleSourceKind.detect(data) ?? .scheduleXML
        self.kind = detected
        variant = ScheduleFormatVariant.describe(data, as: detected, response: response)
    }
}
